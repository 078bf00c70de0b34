import type { ImageTemplate } from '../../generated/config/event';

export type TemplateItem = ImageTemplate['items'][number];
export type ItemType = TemplateItem['type'];

/** The value each item type shows, already in the runner's language; a type with none is left out. */
export type ItemValues = Partial<Record<Exclude<ItemType, 'text'>, string>>;

/** One text to draw, in template units. */
export interface PlacedText {
  text: string;
  font: string;
  color: string;
  x: number;
  y: number;
  align: 'left' | 'center';
}

/**
 * Where and what each item draws (SPEC section 3): matchName is centred on the width, the others
 * start at their own coordinates; a label (`text`) goes before the value, and an item whose value
 * is unknown (a rank the runner has not got) is left out rather than drawn empty.
 */
export function placeItems(
  template: Pick<ImageTemplate, 'width' | 'items'>,
  values: ItemValues,
  label: (item: TemplateItem) => string,
): PlacedText[] {
  return template.items.flatMap((item): PlacedText[] => {
    const value = item.type === 'text' ? '' : values[item.type];
    if (item.type !== 'text' && !value) return [];
    const text = `${label(item)}${value ?? ''}`;
    if (text === '') return [];
    const centred = item.type === 'matchName';
    return [
      {
        text,
        font: item.font,
        color: item.color,
        x: centred ? template.width / 2 : item.x,
        y: item.y,
        align: centred ? 'center' : 'left',
      },
    ];
  });
}

/** The sizes an image is exported at, by the pixels of its longer side. */
export const EXPORT_SIZES = {
  /** A phone screen's height (750 × 1334 portrait). */
  phone: 1334,
  /** A4 at 300 dpi. */
  print: 3508,
} as const;
export type ExportSize = keyof typeof EXPORT_SIZES;

/** Pixel size and the factor from template units, keeping the template's proportions. */
export function exportSize(
  template: Pick<ImageTemplate, 'width' | 'height'>,
  size: ExportSize,
): { width: number; height: number; scale: number } {
  const scale = EXPORT_SIZES[size] / Math.max(template.width, template.height);
  return {
    width: Math.round(template.width * scale),
    height: Math.round(template.height * scale),
    scale,
  };
}

/**
 * Fits a box of `width` × `height` into a frame, keeping its proportions: the frame's `x` is the
 * centre and `y` the top (a signature on a poster).
 */
export function fitInto(
  width: number,
  height: number,
  frame: { x: number; y: number; width: number; height: number },
): { x: number; y: number; width: number; height: number } {
  const factor = Math.min(frame.width / width, frame.height / height);
  const fitted = { width: width * factor, height: height * factor };
  return {
    x: frame.x - fitted.width / 2,
    y: frame.y + (frame.height - fitted.height) / 2,
    ...fitted,
  };
}
