import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** A picture grown to `width`×`height` on white, so that pages of different lengths compare. */
function padded(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image;
  const out = new PNG({ width, height });
  out.data.fill(255);
  PNG.bitblt(image, out, 0, 0, image.width, image.height, 0, 0);
  return out;
}

/** How many pixels differ between two screenshots, and a picture of them in red over the head. */
export function comparePngs(base: Buffer, head: Buffer): { changed: number; diff: Buffer } {
  const [a, b] = [PNG.sync.read(base), PNG.sync.read(head)];
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  const changed = pixelmatch(
    padded(a, width, height).data,
    padded(b, width, height).data,
    diff.data,
    width,
    height,
    { threshold: 0.1, alpha: 0.3 },
  );
  return { changed, diff: PNG.sync.write(diff) };
}
