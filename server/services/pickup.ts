import { createHash, timingSafeEqual } from 'node:crypto';
import { maskIdNumber } from '../../core/domain/mask';
import type { Transaction } from 'kysely';
import {
  changeClosesAt,
  checkProxy,
  findSlot,
  isChangeable,
  placesLeft,
  pickupSlots,
  type PickupConfig,
  type PickupSlot,
  type ProxyPerson,
} from '../../core/domain/pickup';
import { stateAt } from '../../core/domain/order/state';
import { formOfRole } from '../../core/domain/team/roleForm';
import { roleText, type FieldRole } from '../../core/form/roles';
import enUS from '../../core/form/messages/en-US.json';
import zhCN from '../../core/form/messages/zh-CN.json';
import type { AppContext } from '../context';
import type { DB, Db } from '../db/types';
import type { EventConfig } from '../events/catalog';
import { apiError, type ApiError } from '../http/errors';
import { pickText, t, type Lang } from '../i18n/index';
import {
  chinaTime,
  eventOrThrow,
  lockOwned,
  ownedApplicationAndEvent,
  selectApplications,
  ticketsAndNumber,
  type ApplicationRow,
} from './applications';

const RULE_TEXTS: Record<Lang, Record<string, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

function pickupOf(event: EventConfig): PickupConfig {
  if (!event.pickup?.enabled) throw apiError('pickupNotOffered');
  return event.pickup;
}

/** Pickup is for paid orders only: the state machine offers the slip in no other state. */
function refuseUnlessPaid(row: Pick<ApplicationRow, 'state' | 'pay_deadline'>, now: Date): void {
  if (stateAt(row.state, row.pay_deadline, now) !== 'paid') throw apiError('notPaidYet');
}

export interface ReserveInput {
  applicationID: number;
  date: string;
  slotID: string;
  /** '1' when someone else collects the pack. */
  proxy?: string;
  proxyName?: string;
  proxyPhone?: string;
  proxyIdNumber?: string;
}

function acceptProxy(pickup: PickupConfig, input: ReserveInput): ProxyPerson | null {
  if (input.proxy !== '1') return null;
  if (!pickup.proxy.allowed) throw apiError('proxyNotAllowed');
  const proxy = {
    name: (input.proxyName ?? '').trim(),
    phone: (input.proxyPhone ?? '').trim(),
    idNumber: (input.proxyIdNumber ?? '').trim().toUpperCase(),
  };
  const problems = checkProxy(proxy);
  if (problems.length === 0) return proxy;
  throw apiError(
    'invalidProxy',
    (lang) => ({
      field: problems
        .map((problem) => t(lang, `proxy.${problem.field}`))
        .join(lang === 'zh-CN' ? '、' : ', '),
    }),
    (lang) =>
      problems.map(({ field, rule }) => ({
        field,
        rule,
        message: RULE_TEXTS[lang][rule] ?? RULE_TEXTS[lang].match,
      })),
  );
}

/** Takes a place of the slot, or refuses: the conditional update cannot go past capacity. */
async function takeSlot(trx: Transaction<DB>, eventId: number, slot: PickupSlot): Promise<void> {
  await trx
    .insertInto('pickup_slot')
    .values({ event_id: eventId, date: slot.date, slot_id: slot.slotId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const taken = await trx
    .updateTable('pickup_slot')
    .set((eb) => ({ taken: eb('taken', '+', 1) }))
    .where('event_id', '=', eventId)
    .where('date', '=', slot.date)
    .where('slot_id', '=', slot.slotId)
    .where('taken', '<', slot.capacity)
    .returning('taken')
    .executeTakeFirst();
  if (!taken) throw apiError('slotFull');
}

async function giveSlotBack(
  trx: Transaction<DB>,
  eventId: number,
  date: string,
  slotId: string,
): Promise<void> {
  await trx
    .updateTable('pickup_slot')
    .set((eb) => ({ taken: eb('taken', '-', 1) }))
    .where('event_id', '=', eventId)
    .where('date', '=', date)
    .where('slot_id', '=', slotId)
    .where('taken', '>', 0)
    .execute();
}

/** "Already collected at …", in the request's language and China time. */
function alreadyCollected(at: Date): ApiError {
  return apiError('alreadyCollected', (lang) => ({ at: chinaTime(lang, at) }));
}

function refuseUnlessChangeable(pickup: PickupConfig, slot: PickupSlot, now: Date): void {
  if (isChangeable(pickup, slot, now)) return;
  const closes = changeClosesAt(pickup, slot);
  throw apiError('pickupChangeClosed', (lang) => ({ closes: chinaTime(lang, closes) }));
}

async function storedReservation(db: Db | Transaction<DB>, applicationId: number) {
  return db
    .selectFrom('pickup_reservation')
    .selectAll()
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
}

/** The slot a stored reservation names; one removed from the config since counts as closed. */
function storedSlot(pickup: PickupConfig, date: string, slotId: string): PickupSlot {
  return (
    findSlot(pickup, date, slotId) ?? {
      date,
      slotId,
      start: '00:00',
      end: '00:00',
      capacity: 0,
      venueId: '',
    }
  );
}

/**
 * Books (or moves) the pickup slot of a paid registration, for the runner or a proxy. A move
 * gives the old place back in the same transaction; nothing changes once the pack is collected
 * or the slot's change deadline has passed.
 */
export async function reserveCollectDate(
  ctx: AppContext,
  runnerId: number,
  input: ReserveInput,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockOwned(trx, runnerId, input.applicationID);
    const pickup = pickupOf(eventOrThrow(ctx, row.event_id));
    refuseUnlessPaid(row, now);
    const slot = findSlot(pickup, input.date, input.slotID);
    if (!slot) throw apiError('slotNotFound');
    refuseUnlessChangeable(pickup, slot, now);
    const proxy = acceptProxy(pickup, input);
    const existing = await storedReservation(trx, row.id);
    if (existing?.collected_at) throw alreadyCollected(existing.collected_at);
    const moving = existing && (existing.date !== slot.date || existing.slot_id !== slot.slotId);
    if (existing && moving) {
      refuseUnlessChangeable(pickup, storedSlot(pickup, existing.date, existing.slot_id), now);
      await giveSlotBack(trx, row.event_id, existing.date, existing.slot_id);
    }
    if (!existing || moving) await takeSlot(trx, row.event_id, slot);
    const columns = {
      event_id: row.event_id,
      date: slot.date,
      slot_id: slot.slotId,
      proxy_name: proxy?.name ?? null,
      proxy_phone: proxy?.phone ?? null,
      proxy_id_number: proxy?.idNumber ?? null,
      reserved_at: now,
    };
    await trx
      .insertInto('pickup_reservation')
      .values({ application_id: row.id, ...columns })
      .onConflict((oc) => oc.column('application_id').doUpdateSet(columns))
      .execute();
  });
}

/** Cancels the reservation before its change deadline and gives its place back. */
export async function cancelReservation(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockOwned(trx, runnerId, applicationId);
    const pickup = pickupOf(eventOrThrow(ctx, row.event_id));
    const existing = await storedReservation(trx, row.id);
    if (!existing) throw apiError('pickupNotReserved');
    if (existing.collected_at) throw alreadyCollected(existing.collected_at);
    refuseUnlessChangeable(pickup, storedSlot(pickup, existing.date, existing.slot_id), now);
    await trx.deleteFrom('pickup_reservation').where('application_id', '=', row.id).execute();
    await giveSlotBack(trx, row.event_id, existing.date, existing.slot_id);
  });
}

function venueView(pickup: PickupConfig, venueId: string, lang: Lang) {
  const venue = pickup.venues.find((entry) => entry.id === venueId);
  return {
    id: venueId,
    name: pickText(venue?.name, lang),
    address: pickText(venue?.address, lang),
    mapUrl: venue?.mapUrl ?? '',
  };
}

/** Every pickup day with its venue and slots, each with the places left and whether it is open. */
export async function listReserveDates(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
  lang: Lang,
) {
  const { row, event } = await ownedApplicationAndEvent(ctx, runnerId, applicationId);
  const pickup = pickupOf(event);
  const now = ctx.now();
  const counts = await ctx.db
    .selectFrom('pickup_slot')
    .select(['date', 'slot_id', 'taken'])
    .where('event_id', '=', row.event_id)
    .execute();
  const takenOf = (slot: PickupSlot) =>
    counts.find((count) => count.date === slot.date && count.slot_id === slot.slotId)?.taken ?? 0;
  return pickup.dates.map((day) => ({
    date: day.date,
    venue: venueView(pickup, day.venue, lang),
    slots: pickupSlots(pickup)
      .filter((slot) => slot.date === day.date)
      .map((slot) => {
        const left = placesLeft(slot.capacity, takenOf(slot));
        return {
          id: slot.slotId,
          start: slot.start,
          end: slot.end,
          capacity: slot.capacity,
          left,
          open: isChangeable(pickup, slot, now),
        };
      }),
  }));
}

/** The runner's name and ID number by the roles of the form they filled in, for the slip. */
function runnerOf(event: EventConfig, roleId: number | null, values: unknown) {
  const read = (role: FieldRole) => roleText(formOfRole(event, roleId).schema, values, role);
  return { name: read('name'), idNumber: maskIdNumber(read('idNumber')) };
}

/**
 * What the pickup pages and the slip show: the pickup rules of the race, the runner, their
 * ticket and race number, and the reservation (with whether it can still change) or null.
 */
export async function reserveInfo(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
  lang: Lang,
) {
  const { row, event } = await ownedApplicationAndEvent(ctx, runnerId, applicationId);
  const pickup = pickupOf(event);
  const now = ctx.now();
  const [reservation, { tickets, raceNumber }] = await Promise.all([
    storedReservation(ctx.db, row.id),
    ticketsAndNumber(ctx.db, row.id, lang),
  ]);
  const slot = reservation && storedSlot(pickup, reservation.date, reservation.slot_id);
  return {
    applicationID: row.id,
    orderNo: row.order_no,
    eventName: pickText(row.event_name, lang),
    paid: stateAt(row.state, row.pay_deadline, now) === 'paid',
    runner: runnerOf(event, row.role_id, row.form_values),
    tickets,
    raceNumber,
    bring: pickText(pickup.bring, lang),
    proxy: { allowed: pickup.proxy.allowed, mustShow: pickText(pickup.proxy.mustShow, lang) },
    reservation:
      reservation && slot
        ? {
            date: reservation.date,
            slotID: reservation.slot_id,
            start: slot.start,
            end: slot.end,
            venue: venueView(pickup, slot.venueId, lang),
            proxy: reservation.proxy_name
              ? {
                  name: reservation.proxy_name,
                  phone: reservation.proxy_phone ?? '',
                  idNumber: maskIdNumber(reservation.proxy_id_number ?? ''),
                }
              : null,
            reservedAt: reservation.reserved_at.toISOString(),
            collectedAt: reservation.collected_at?.toISOString() ?? null,
            changeClosesAt: changeClosesAt(pickup, slot).toISOString(),
            changeable: !reservation.collected_at && isChangeable(pickup, slot, now),
          }
        : null,
  };
}

export type CollectResult =
  | { status: 'collected'; applicationId: number; orderNo: string; collectedAt: Date }
  | { status: 'alreadyCollected'; applicationId: number; orderNo: string; collectedAt: Date }
  | { status: 'notReserved' | 'notFound' };

/** The registration a slip names: by its order number (what the QR code holds) or its id. */
async function applicationOfSlip(db: Db, ref: string) {
  const text = ref.trim();
  return db
    .selectFrom('application')
    .select(['id', 'order_no'])
    .where((eb) =>
      /^\d{1,9}$/.test(text)
        ? eb.or([eb('order_no', '=', text), eb('id', '=', Number(text))])
        : eb('order_no', '=', text),
    )
    .executeTakeFirst();
}

/**
 * Marks a registration's pack collected, by its order number or its id. The conditional update
 * makes a second scan report the first collection, never a second.
 */
export async function collectPack(db: Db, ref: string, now: Date): Promise<CollectResult> {
  const application = await applicationOfSlip(db, ref);
  if (!application) return { status: 'notFound' };
  const base = { applicationId: application.id, orderNo: application.order_no };
  const marked = await db
    .updateTable('pickup_reservation')
    .set({ collected_at: now })
    .where('application_id', '=', application.id)
    .where('collected_at', 'is', null)
    .returning('collected_at')
    .executeTakeFirst();
  if (marked?.collected_at)
    return { status: 'collected', ...base, collectedAt: marked.collected_at };
  const existing = await storedReservation(db, application.id);
  if (!existing?.collected_at) return { status: 'notReserved' };
  return { status: 'alreadyCollected', ...base, collectedAt: existing.collected_at };
}

/** Whether `given` is the desk's staff code; compared in constant time, never a runner session. */
export function refuseUnlessStaff(ctx: AppContext, given: string): void {
  if (!ctx.pickupStaffCode) throw apiError('staffScanningOff');
  const digest = (text: string) => createHash('sha256').update(text).digest();
  if (!timingSafeEqual(digest(given), digest(ctx.pickupStaffCode)))
    throw apiError('staffCodeWrong');
}

/** Whose pack it is and who collects it, so the desk checks the right document. */
async function packView(ctx: AppContext, applicationId: number, lang: Lang) {
  const row = await selectApplications(ctx.db)
    .where('a.id', '=', applicationId)
    .executeTakeFirstOrThrow();
  const event = eventOrThrow(ctx, row.event_id);
  const [{ tickets, raceNumber }, reservation] = await Promise.all([
    ticketsAndNumber(ctx.db, row.id, lang),
    storedReservation(ctx.db, row.id),
  ]);
  return {
    applicationID: row.id,
    orderNo: row.order_no,
    eventName: pickText(row.event_name, lang),
    runner: runnerOf(event, row.role_id, row.form_values),
    // Who collects: the desk checks the proxy's document, not the runner's, when a proxy comes.
    proxy: reservation?.proxy_name
      ? {
          name: reservation.proxy_name,
          idNumber: maskIdNumber(reservation.proxy_id_number ?? ''),
          mustShow: pickText(pickupOf(event).proxy.mustShow, lang),
        }
      : null,
    tickets,
    raceNumber,
    collectedAt: reservation?.collected_at?.toISOString() ?? null,
  };
}

/**
 * The staff page's scan: looks the slip up and says whose pack it is and who collects it, marking
 * nothing, so staff check the document before they hand the pack over; a pack already collected,
 * or never reserved, is refused as the collection would refuse it.
 */
export async function staffLookup(ctx: AppContext, staffCode: string, ref: string, lang: Lang) {
  refuseUnlessStaff(ctx, staffCode);
  const application = await applicationOfSlip(ctx.db, ref);
  if (!application) throw apiError('packNotFound', { code: ref.trim() });
  const reservation = await storedReservation(ctx.db, application.id);
  if (!reservation) throw apiError('pickupNotReserved');
  if (reservation.collected_at) throw alreadyCollected(reservation.collected_at);
  return packView(ctx, application.id, lang);
}

/**
 * The staff page's "Hand over": the same collection as `npm run pickup -- collect`, answered with
 * the pack as collected; a second one is refused with the time of the first.
 */
export async function staffCollect(ctx: AppContext, staffCode: string, ref: string, lang: Lang) {
  refuseUnlessStaff(ctx, staffCode);
  const result = await collectPack(ctx.db, ref, ctx.now());
  if (result.status === 'alreadyCollected') throw alreadyCollected(result.collectedAt);
  if (result.status === 'notReserved') throw apiError('pickupNotReserved');
  if (result.status !== 'collected') throw apiError('packNotFound', { code: ref.trim() });
  return packView(ctx, result.applicationId, lang);
}
