import type { ItemValues } from '../results/imageTemplate';
import type { ImageTemplate } from '../../generated/config/event';

/** What the share card of a registration shows (the drawShareData answer). */
export interface ShareCardData {
  matchName: string;
  raceDate: string;
  name: string;
  tickets: string[];
  raceNumber: string | null;
}

const LABEL_FONT = '32px sans-serif';
const WHITE = '#ffffff';

/**
 * The share card, drawn by the same template mechanism as the result image: the race name
 * centred, then the runner, course, race number and race day, each after its label.
 */
export const SHARE_CARD_TEMPLATE: ImageTemplate = {
  width: 750,
  height: 1000,
  background: '/images/share/card.svg',
  items: [
    {
      type: 'text',
      text: { 'zh-CN': '我已报名', 'en-US': "I'm in" },
      font: 'bold 40px sans-serif',
      color: '#9fd3ff',
      x: 80,
      y: 180,
    },
    { type: 'matchName', font: 'bold 44px sans-serif', color: WHITE, x: 0, y: 280 },
    {
      type: 'name',
      text: { 'zh-CN': '跑者：', 'en-US': 'Runner: ' },
      font: 'bold 40px sans-serif',
      color: WHITE,
      x: 90,
      y: 450,
    },
    {
      type: 'course',
      text: { 'zh-CN': '项目：', 'en-US': 'Course: ' },
      font: LABEL_FONT,
      color: WHITE,
      x: 90,
      y: 540,
    },
    {
      type: 'bib',
      text: { 'zh-CN': '号码：', 'en-US': 'Race number: ' },
      font: LABEL_FONT,
      color: WHITE,
      x: 90,
      y: 620,
    },
    {
      type: 'date',
      text: { 'zh-CN': '比赛日：', 'en-US': 'Race day: ' },
      font: LABEL_FONT,
      color: WHITE,
      x: 90,
      y: 700,
    },
  ],
};

/** What each card item shows; a registration without a race number leaves that line out. */
export function shareCardValues(data: ShareCardData): ItemValues {
  return {
    matchName: data.matchName,
    name: data.name,
    course: data.tickets.join(' + '),
    bib: data.raceNumber ?? '',
    // The race's own calendar day, as written in its config.
    date: data.raceDate.slice(0, 10),
  };
}
