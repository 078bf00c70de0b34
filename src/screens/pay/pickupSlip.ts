/**
 * The race-pack pickup slip as a PNG the runner saves and shows at the pickup desk: the race,
 * the order number and the runner's details, drawn on a canvas (no server round trip).
 */
export interface SlipContent {
  title: string;
  subtitle: string;
  rows: [label: string, value: string][];
  note: string;
  /** The QR code staff scan at the desk, drawn under the rows. */
  qr?: HTMLCanvasElement;
}

const WIDTH = 750;
const PADDING = 48;
const ROW_HEIGHT = 64;
const QR_SIZE = 320;

function fitText(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let end = text.length;
  while (end > 0 && ctx.measureText(`${text.slice(0, end)}…`).width > maxWidth) end -= 1;
  return `${text.slice(0, end)}…`;
}

export function drawSlip(content: SlipContent, accent: string): HTMLCanvasElement {
  const qrTop = 260 + content.rows.length * ROW_HEIGHT;
  const qrSize = content.qr ? QR_SIZE + 40 : 0;
  const height = qrTop + qrSize + 120;
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the pickup slip');
  const font = getComputedStyle(document.body).fontFamily || 'sans-serif';

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.fillStyle = accent;
  ctx.fillRect(0, 0, WIDTH, 16);

  ctx.fillStyle = '#1f2329';
  ctx.font = `600 40px ${font}`;
  ctx.fillText(fitText(ctx, content.title, WIDTH - PADDING * 2), PADDING, 100);
  ctx.fillStyle = '#646a73';
  ctx.font = `28px ${font}`;
  ctx.fillText(fitText(ctx, content.subtitle, WIDTH - PADDING * 2), PADDING, 150);

  ctx.strokeStyle = '#e8eaed';
  ctx.setLineDash([10, 8]);
  ctx.beginPath();
  ctx.moveTo(PADDING, 200);
  ctx.lineTo(WIDTH - PADDING, 200);
  ctx.stroke();
  ctx.setLineDash([]);

  content.rows.forEach(([label, value], i) => {
    const y = 260 + i * ROW_HEIGHT;
    ctx.fillStyle = '#8f959e';
    ctx.font = `26px ${font}`;
    ctx.fillText(label, PADDING, y);
    ctx.fillStyle = '#1f2329';
    ctx.font = `600 30px ${font}`;
    ctx.textAlign = 'right';
    ctx.fillText(fitText(ctx, value, WIDTH / 2), WIDTH - PADDING, y);
    ctx.textAlign = 'left';
  });

  if (content.qr) {
    // No smoothing: the modules of the code must stay sharp squares for a scanner.
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(content.qr, (WIDTH - QR_SIZE) / 2, qrTop, QR_SIZE, QR_SIZE);
  }

  ctx.fillStyle = '#646a73';
  ctx.font = `24px ${font}`;
  ctx.fillText(fitText(ctx, content.note, WIDTH - PADDING * 2), PADDING, height - 60);
  return canvas;
}

/** Draws the slip and has the browser save it as `fileName`. */
export function downloadSlip(content: SlipContent, fileName: string, accent: string): void {
  const link = document.createElement('a');
  link.href = drawSlip(content, accent).toDataURL('image/png');
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
