import { describe, expect, it } from 'vitest';
import { placeItems } from '../../../core/domain/results/imageTemplate';
import {
  SHARE_CARD_TEMPLATE,
  shareCardValues,
  type ShareCardData,
} from '../../../core/domain/share/card';

const REGISTRATION: ShareCardData = {
  matchName: 'Guangzhou Marathon 2027',
  raceDate: '2027-12-12T07:30:00+08:00',
  name: 'Li Lei',
  tickets: ['Marathon'],
  raceNumber: 'A12345',
};

const drawn = (data: ShareCardData, language: 'zh-CN' | 'en-US') =>
  placeItems(SHARE_CARD_TEMPLATE, shareCardValues(data), (item) =>
    item.text ? item.text[language] : '',
  ).map(({ text, align }) => [text, align]);

describe('the share card of a registration', () => {
  it.each([
    [
      'en-US' as const,
      REGISTRATION,
      [
        ["I'm in", 'left'],
        ['Guangzhou Marathon 2027', 'center'],
        ['Runner: Li Lei', 'left'],
        ['Course: Marathon', 'left'],
        ['Race number: A12345', 'left'],
        ['Race day: 2027-12-12', 'left'],
      ],
    ],
    [
      'zh-CN' as const,
      { ...REGISTRATION, raceNumber: null, tickets: ['10公里', '亲子跑'] },
      [
        ['我已报名', 'left'],
        ['Guangzhou Marathon 2027', 'center'],
        ['跑者：Li Lei', 'left'],
        ['项目：10公里 + 亲子跑', 'left'],
        ['比赛日：2027-12-12', 'left'],
      ],
    ],
  ])('draws the race centred and the runner, course, number and day in %s', (lang, data, texts) => {
    expect(drawn(data, lang)).toEqual(texts);
  });
});
