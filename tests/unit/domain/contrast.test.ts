import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenToContrast, isHexColour } from '../../../core/domain/contrast';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#fff', '#000', 21],
    ['#767676', '#ffffff', 4.54],
    ['#ff3141', '#ffffff', 3.64],
    ['#0f8a5f', '#ffffff', 4.36],
    ['#1f4e9c', '#ffffff', 7.99],
  ])('%s on %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 2);
  });
});

describe('darkenToContrast', () => {
  it.each([
    ['#0f8a5f', '#ffffff'],
    ['#ff3141', '#ffffff'],
    ['#8f959e', '#f3f5f9'],
  ])('darkens %s just enough to read on %s', (colour, background) => {
    const darker = darkenToContrast(colour, background);
    expect(contrastRatio(darker, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(darker, background)).toBeLessThan(4.8);
  });

  it('keeps a colour that already reads', () => {
    expect(darkenToContrast('#1f4e9c', '#ffffff')).toBe('#1f4e9c');
  });
});

describe('isHexColour', () => {
  it.each([
    ['#abc', true],
    ['#A0b1C2', true],
    ['red', false],
    ['#abcd', false],
    ['var(--x)', false],
  ])('%s → %s', (value, expected) => expect(isHexColour(value)).toBe(expected));
});
