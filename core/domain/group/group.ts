import type { EventConfig } from '../../generated/config/event';
import { isLive, type OrderState } from '../order/state';

export type GroupSettings = NonNullable<EventConfig['group']>;

/** Why a group of this many people cannot be saved, with the limit it breaks; null when it can. */
export type GroupSizeRefusal = { kind: 'tooFew' | 'tooMany'; limit: number } | null;

export function groupSizeRefusal(settings: GroupSettings, count: number): GroupSizeRefusal {
  if (count < settings.minMembers) return { kind: 'tooFew', limit: settings.minMembers };
  if (count > settings.maxMembers) return { kind: 'tooMany', limit: settings.maxMembers };
  return null;
}

/**
 * The index of the first person who repeats an earlier one (the same ID number), or null. Empty
 * keys never repeat: a form without an ID field cannot tell people apart.
 */
export function firstRepeat(keys: readonly (string | null)[]): number | null {
  const seen = new Set<string>();
  for (const [index, key] of keys.entries()) {
    if (key === null || key === '') continue;
    if (seen.has(key)) return index;
    seen.add(key);
  }
  return null;
}

/** saved: members hold their places, no live order; ordered: awaiting payment; registered: paid. */
export type GroupState = 'saved' | 'ordered' | 'registered';

export function groupState(order: { state: OrderState; paid: boolean } | null): GroupState {
  if (!order || !isLive(order.state)) return 'saved';
  return order.paid ? 'registered' : 'ordered';
}

/** What a registration is to its group: the group's one order, or one person's registration. */
export type GroupEntry = 'order' | 'person';

/**
 * Money of a group goes back the way it came: as one refund of the group's order. A person's
 * registration was not paid on its own, so it is not refunded or withdrawn alone; the order holds
 * no person, so it has no race pack to collect and no place to withdraw or defer.
 */
export function groupEntryAllows(
  entry: GroupEntry | null,
  action: 'refund' | 'withdraw' | 'pickup',
): boolean {
  if (entry === null) return true;
  if (entry === 'order') return action === 'refund';
  return action === 'pickup';
}
