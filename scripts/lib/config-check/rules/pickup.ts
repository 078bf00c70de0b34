import { eachEvent, type Rule } from '../context.ts';
import { field, isObject, isWholeNumber, objectItems } from '../json.ts';
import { pointerOf } from '../problem.ts';

/** Pickup days name venues there are, slots are unique and end after they start, before race day. */
export const pickupRules: Rule = eachEvent((event, add) => {
  const pickup = field(event.value, 'pickup');
  if (!isObject(pickup)) return;
  const venueIds: string[] = [];
  for (const [venue, index] of objectItems(pickup.venues)) {
    if (typeof venue.id !== 'string') continue;
    if (venueIds.includes(venue.id)) {
      add(pointerOf('pickup', 'venues', index, 'id'), `venue id "${venue.id}" is used twice`);
    }
    venueIds.push(venue.id);
  }
  const raceDay = field(event.value, 'raceDate');
  const seenDays: string[] = [];
  for (const [day, d] of objectItems(pickup.dates)) {
    if (typeof day.venue === 'string' && !venueIds.includes(day.venue)) {
      add(
        pointerOf('pickup', 'dates', d, 'venue'),
        `venue "${day.venue}" is not in pickup.venues; the venues are: ${venueIds.join(', ')}`,
      );
    }
    if (typeof day.date === 'string') {
      if (seenDays.includes(day.date)) {
        add(pointerOf('pickup', 'dates', d, 'date'), `the day ${day.date} is listed twice`);
      }
      seenDays.push(day.date);
      if (typeof raceDay === 'string' && day.date > raceDay.slice(0, 10)) {
        add(
          pointerOf('pickup', 'dates', d, 'date'),
          `packs are collected before the race, but ${day.date} is after race day ${raceDay.slice(0, 10)}`,
        );
      }
    }
    const slotIds: string[] = [];
    for (const [slot, s] of objectItems(day.slots)) {
      if (typeof slot.id === 'string') {
        if (slotIds.includes(slot.id)) {
          add(
            pointerOf('pickup', 'dates', d, 'slots', s, 'id'),
            `slot id "${slot.id}" is used twice on ${String(day.date)}`,
          );
        }
        slotIds.push(slot.id);
      }
      if (
        typeof slot.start === 'string' &&
        typeof slot.end === 'string' &&
        slot.end <= slot.start
      ) {
        add(
          pointerOf('pickup', 'dates', d, 'slots', s, 'end'),
          `a slot must end after it starts, but ${slot.end} is not later than ${slot.start}`,
        );
      }
    }
  }
});

/** Number ranges belong to tickets of the race, do not overlap, and hold the reserved numbers. */
export const raceNumberRules: Rule = eachEvent((event, add) => {
  const numbers = field(event.value, 'raceNumbers');
  if (!isObject(numbers)) return;
  const ticketIds = objectItems(field(event.value, 'tickets'))
    .map(([ticket]) => ticket.id)
    .filter(isWholeNumber);
  const ranges = objectItems(numbers.ranges);
  ranges.forEach(([range, index], position) => {
    if (isWholeNumber(range.ticket) && !ticketIds.includes(range.ticket)) {
      add(
        pointerOf('raceNumbers', 'ranges', index, 'ticket'),
        `ticket ${range.ticket} is not a ticket of this event; its tickets are: ${ticketIds.join(', ')}`,
      );
    }
    if (isWholeNumber(range.from) && isWholeNumber(range.to) && range.from > range.to) {
      add(
        pointerOf('raceNumbers', 'ranges', index, 'to'),
        `to (${range.to}) is less than from (${range.from})`,
      );
    }
    for (const [other, o] of ranges.slice(0, position)) {
      const overlaps =
        other.prefix === range.prefix &&
        isWholeNumber(other.from) &&
        isWholeNumber(other.to) &&
        isWholeNumber(range.from) &&
        isWholeNumber(range.to) &&
        range.from <= other.to &&
        other.from <= range.to;
      if (overlaps) {
        add(
          pointerOf('raceNumbers', 'ranges', index),
          `this range overlaps range ${o} (${String(other.prefix)} ${String(other.from)}–${String(other.to)}); a number can belong to one ticket only`,
        );
      }
    }
  });
  const reserved = Array.isArray(numbers.reserved) ? numbers.reserved : [];
  reserved.forEach((cno, index) => {
    if (typeof cno !== 'string') return;
    const value = Number(cno.slice(3));
    const inside = ranges.some(
      ([range]) =>
        range.prefix === cno.slice(0, 3) &&
        isWholeNumber(range.from) &&
        isWholeNumber(range.to) &&
        value >= range.from &&
        value <= range.to,
    );
    if (!inside) {
      add(
        pointerOf('raceNumbers', 'reserved', index),
        `${cno} is in none of the ranges, so keeping it back has no effect`,
      );
    }
  });
});
