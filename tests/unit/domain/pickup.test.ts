import { describe, expect, it } from 'vitest';
import {
  changeClosesAt,
  checkProxy,
  isChangeable,
  placesLeft,
  pickupSlots,
  type PickupConfig,
} from '../../../core/domain/pickup';

const text = { 'zh-CN': '文', 'en-US': 'text' };
const pickup: PickupConfig = {
  enabled: true,
  venues: [{ id: 'hall', name: text, address: text, mapUrl: 'https://example.com/map' }],
  dates: [
    {
      date: '2027-12-09',
      venue: 'hall',
      slots: [
        { id: 'am', start: '10:00', end: '14:00', capacity: 2 },
        { id: 'pm', start: '14:00', end: '18:00', capacity: 3 },
      ],
    },
  ],
  proxy: { allowed: true, mustShow: text },
  bring: text,
  changeHoursBefore: 24,
};

describe('pickup slots', () => {
  it('lists every slot of every day with its venue', () => {
    expect(
      pickupSlots(pickup).map((slot) => `${slot.date} ${slot.slotId} ${slot.venueId}`),
    ).toEqual(['2027-12-09 am hall', '2027-12-09 pm hall']);
  });

  it.each([
    ['2027-12-08T01:59:00Z', true],
    ['2027-12-08T02:00:00Z', false],
  ])(
    'closes changes 24 hours before a 10:00 China-time slot: at %s changeable is %s',
    (now, open) => {
      const slot = { date: '2027-12-09', start: '10:00' };
      expect(changeClosesAt(pickup, slot).toISOString()).toBe('2027-12-08T02:00:00.000Z');
      expect(isChangeable(pickup, slot, new Date(now))).toBe(open);
    },
  );

  it.each([
    [3, 1, 2],
    [3, 3, 0],
    [2, 5, 0],
  ])('capacity %i with %i taken leaves %i', (capacity, taken, left) => {
    expect(placesLeft(capacity, taken)).toBe(left);
  });
});

describe('proxy', () => {
  it.each([
    [{ name: '李四', phone: '13800001111', idNumber: '110101199005170016' }, []],
    [
      { name: '', phone: '12345', idNumber: '110101199005170019' },
      [
        { field: 'name', rule: 'required' },
        { field: 'phone', rule: 'phone' },
        { field: 'idNumber', rule: 'idCard' },
      ],
    ],
    [{ name: '李四', phone: '13800001111' }, [{ field: 'idNumber', rule: 'required' }]],
  ])('checks %o like the sign-up form', (proxy, problems) => {
    expect(checkProxy(proxy)).toEqual(problems);
  });
});
