import QRCode from 'qrcode';

/**
 * The QR code of a registration: its order number, which staff scan and `npm run pickup --
 * collect` takes. High error correction survives a cracked phone screen or a creased print.
 */
const OPTIONS = { errorCorrectionLevel: 'H', margin: 4, width: 320 } as const;

export function qrDataUrl(orderNo: string): Promise<string> {
  return QRCode.toDataURL(orderNo, OPTIONS);
}

export function qrCanvas(orderNo: string): Promise<HTMLCanvasElement> {
  return QRCode.toCanvas(orderNo, OPTIONS);
}
