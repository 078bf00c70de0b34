import type { EventConfig } from '../../generated/config/event';

export type PickupConfig = NonNullable<EventConfig['pickup']>;

/** One bookable slot of a pickup day, with its venue resolved. */
export interface PickupSlot {
  date: string;
  slotId: string;
  start: string;
  end: string;
  capacity: number;
  venueId: string;
}

/** China time, the races' own clock: slot times in configs are written in it. */
const CHINA_OFFSET = '+08:00';

export function pickupSlots(pickup: PickupConfig): PickupSlot[] {
  return pickup.dates.flatMap((day) =>
    day.slots.map((slot) => ({
      date: day.date,
      slotId: slot.id,
      start: slot.start,
      end: slot.end,
      capacity: slot.capacity,
      venueId: day.venue,
    })),
  );
}

export function findSlot(
  pickup: PickupConfig,
  date: string,
  slotId: string,
): PickupSlot | undefined {
  return pickupSlots(pickup).find((slot) => slot.date === date && slot.slotId === slotId);
}

export function slotStartsAt(slot: Pick<PickupSlot, 'date' | 'start'>): Date {
  return new Date(`${slot.date}T${slot.start}:00${CHINA_OFFSET}`);
}

/** The last moment a reservation of `slot` may be made, changed or cancelled. */
export function changeClosesAt(
  pickup: PickupConfig,
  slot: Pick<PickupSlot, 'date' | 'start'>,
): Date {
  const hours = pickup.changeHoursBefore ?? 24;
  return new Date(slotStartsAt(slot).getTime() - hours * 3600_000);
}

/** Whether a slot can still be booked, or a booking of it changed, at `now`. */
export function isChangeable(
  pickup: PickupConfig,
  slot: Pick<PickupSlot, 'date' | 'start'>,
  now: Date,
): boolean {
  return now < changeClosesAt(pickup, slot);
}

/** Places left in a slot, never below zero (a capacity lowered after bookings leaves none). */
export function placesLeft(capacity: number, taken: number): number {
  return Math.max(0, capacity - taken);
}
