/** WCAG 2 contrast between colours written as #rrggbb (or #rgb). */

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Text must reach this against its background (WCAG AA, body text). */
export const MIN_TEXT_CONTRAST = 4.5;

export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `colour` darkened just enough to reach `ratio` against `background` (which must be light). */
export function darkenToContrast(
  colour: string,
  background: string,
  ratio = MIN_TEXT_CONTRAST,
): string {
  const [r, g, b] = channels(colour);
  for (let scale = 1; scale >= 0; scale -= 0.01) {
    const candidate = `#${[r, g, b]
      .map((value) =>
        Math.round(value * scale)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return '#000000';
}
