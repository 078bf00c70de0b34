/** Small real PNG files made in a test, and what a test reads back from a saved one. */
import { PNG } from 'pngjs';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An opaque PNG of the given size with a diagonal colour gradient (a picture, not a blank). */
export function gradientPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      png.data[i] = Math.round((255 * x) / Math.max(1, width - 1));
      png.data[i + 1] = Math.round((255 * y) / Math.max(1, height - 1));
      png.data[i + 2] = 128;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** Whether the bytes start with the PNG signature. */
export function isPng(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(SIGNATURE);
}

/** Pixels that differ from the first one: a blank picture has none. */
export function pixelsUnlike(png: PNG): number {
  let differ = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    if (png.data.readUInt32BE(i) !== png.data.readUInt32BE(0)) differ += 1;
  }
  return differ;
}
