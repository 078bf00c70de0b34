import { describe, expect, it } from 'vitest';
import {
  exportSize,
  fitInto,
  placeItems,
  type TemplateItem,
} from '../../../../core/domain/results/imageTemplate';

const item = (type: TemplateItem['type'], extra: Partial<TemplateItem> = {}): TemplateItem => ({
  type,
  font: '32px sans-serif',
  color: '#fff',
  x: 100,
  y: 200,
  ...extra,
});

describe('placing template items', () => {
  const label = (i: TemplateItem) => i.text?.['en-US'] ?? '';

  it.each([
    [
      'matchName is centred on the width',
      item('matchName'),
      [{ text: 'Race', x: 375, align: 'center' }],
    ],
    [
      'other items start at their x',
      item('netTime'),
      [{ text: '03:25:07', x: 100, align: 'left' }],
    ],
    [
      'a label goes before the value',
      item('pace', { text: { 'zh-CN': '配速 ', 'en-US': 'Pace ' } }),
      [{ text: `Pace 4'52"`, x: 100 }],
    ],
    ['an unknown value is left out', item('rankAgeGroup'), []],
    [
      'a fixed text shows its text',
      item('text', { text: { 'zh-CN': '证书', 'en-US': 'Certificate' } }),
      [{ text: 'Certificate' }],
    ],
  ])('%s', (_, given, expected) => {
    const placed = placeItems(
      { width: 750, items: [given] },
      { matchName: 'Race', netTime: '03:25:07', pace: `4'52"` },
      label,
    );
    expect(placed).toEqual(expected.map((e) => expect.objectContaining(e)));
  });
});

describe('export sizes', () => {
  it.each([
    [{ width: 750, height: 1200 }, 'phone', { width: 834, height: 1334 }],
    [{ width: 750, height: 1200 }, 'print', { width: 2193, height: 3508 }],
    [{ width: 1000, height: 700 }, 'print', { width: 3508, height: 2456 }],
  ] as const)('%j at %s is %j', (template, size, expected) => {
    expect(exportSize(template, size)).toMatchObject(expected);
  });

  it('fits a signature into its frame, centred, keeping its proportions', () => {
    expect(fitInto(300, 100, { x: 375, y: 1000, width: 600, height: 300 })).toEqual({
      x: 75,
      y: 1050,
      width: 600,
      height: 200,
    });
  });
});
