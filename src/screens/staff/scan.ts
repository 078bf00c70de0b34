import jsQR from 'jsqr';

/** The text of the QR code in one camera frame, or null when the frame shows none. */
export function decodeFrame(frame: ImageData): string | null {
  // Slips are dark on light; skipping the inverted pass halves the work per frame on a phone.
  const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
  return found?.data.trim() || null;
}

/** How long the same code is ignored: a slip held up to the camera is seen in every frame. */
export const REPEAT_MS = 3000;

/**
 * Passes on each code once while it stays in view; the same code counts again only after
 * `REPEAT_MS` without it, so a held slip is collected once and a second scan is a real one.
 */
export function onceWhileInView(onCode: (code: string) => void, now: () => number = Date.now) {
  let last: { code: string; at: number } | null = null;
  return (code: string | null) => {
    if (!code) return;
    const at = now();
    const repeated = last?.code === code && at - last.at < REPEAT_MS;
    last = { code, at };
    if (!repeated) onCode(code);
  };
}
