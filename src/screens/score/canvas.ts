import {
  exportSize,
  type ExportSize,
  type PlacedText,
} from '../../../core/domain/results/imageTemplate';
import type { ImageTemplate } from '../../../core/generated/config/event';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`The picture ${src} could not be loaded`));
    image.src = src;
  });
}

/**
 * Draws a template at an export size: the background, the placed texts, then `overlay` (a
 * signature), all in template units scaled to the canvas.
 */
export async function renderTemplate(
  template: ImageTemplate,
  placed: PlacedText[],
  size: ExportSize,
  overlay?: (context: CanvasRenderingContext2D) => void,
): Promise<HTMLCanvasElement> {
  const { width, height, scale } = exportSize(template, size);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw pictures');
  context.scale(scale, scale);
  context.drawImage(await loadImage(template.background), 0, 0, template.width, template.height);
  for (const text of placed) {
    context.font = text.font;
    context.fillStyle = text.color;
    context.textAlign = text.align;
    context.fillText(text.text, text.x, text.y);
  }
  overlay?.(context);
  return canvas;
}

export function canvasPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made'))),
      'image/png',
    ),
  );
}

/** Saves a file through the browser's download. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
