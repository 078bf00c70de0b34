import type { Transaction } from 'kysely';
import {
  firstRepeat,
  groupEntryAllows,
  groupSizeRefusal,
  groupState,
  type GroupSettings,
} from '../../core/domain/group/group';
import { stateAt } from '../../core/domain/order/state';
import { priceParamsOf } from '../../core/domain/priceParams';
import { fieldWithRole } from '../../core/form/roles';
import type { AppContext } from '../context';
import type { DB, Db } from '../db/types';
import type { EventConfig } from '../events/catalog';
import { ApiError, apiError } from '../http/errors';
import { pickText, type Lang } from '../i18n/index';
import {
  eventOrThrow,
  insertPaidRegistration,
  priceOfForm,
  refuseUnlessOpen,
  sumQuotes,
  takePlaces,
} from './applications';
import { acceptFormValues, parseJsonObject } from './form-values';
import { refuseUnlessEachQualified } from './qualification';
import { refuseWithoutGatePass } from './gate-pass';
import * as admission from './admission';
import { giveMemberPlacesBack, refundPaidFor } from './held-places';
import {
  cancelUnpaidMembershipOrder,
  insertMembershipOrder,
  liveMembershipOrder,
} from './membership-orders';

/** A person of the group as checked: their stored form values and the one ticket they take. */
interface Member {
  values: Record<string, unknown>;
  ticket: number;
}

function groupSettingsOf(event: EventConfig): GroupSettings {
  if (!event.group?.enabled) throw apiError('unsupportedApplyType');
  return event.group;
}

/** The `members` field: a JSON array of form-value objects, one per person. */
function parseMembers(text: string): Record<string, unknown>[] {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    throw apiError('invalidJson', { field: 'members' });
  }
  if (!Array.isArray(list)) throw apiError('invalidJson', { field: 'members' });
  return list.map((item: unknown) => parseJsonObject(JSON.stringify(item), 'members'));
}

/**
 * One person's form, checked exactly as an individual's sign-up. A refusal names the person (by
 * their number on the page) and keeps the fields, each under `members.<index>.`, so the app
 * marks that person's card only.
 */
function memberOf(event: EventConfig, received: Record<string, unknown>, index: number): Member {
  const tickets = priceParamsOf(event, event.form.schema, received).ticketDefIDs;
  try {
    const values = acceptFormValues(event, received, { tickets: [...tickets] });
    if (tickets.length !== 1) {
      throw apiError('badParameter', { field: `members.${index}.ticket` });
    }
    // Refuses a ticket not sold in the person's currency before any place is taken.
    priceOfForm(event, values, [...tickets], undefined, undefined);
    return { values, ticket: tickets[0] };
  } catch (error) {
    const fields = error instanceof ApiError ? error.fields : undefined;
    if (!(error instanceof ApiError) || !fields) throw error;
    const { params } = error;
    throw apiError(
      'groupMemberInvalid',
      (lang) => ({
        member: index + 1,
        field: (typeof params === 'function' ? params(lang) : params).field ?? '',
      }),
      (lang) =>
        fields(lang).map((field) => ({ ...field, field: `members.${index}.${field.field}` })),
    );
  }
}

/** Everyone's form checked, the group's size within the race's limits, nobody entered twice. */
function membersOf(event: EventConfig, membersText: string): Member[] {
  const settings = groupSettingsOf(event);
  const received = parseMembers(membersText);
  const size = groupSizeRefusal(settings, received.length);
  if (size?.kind === 'tooFew') throw apiError('groupTooSmall', { limit: size.limit });
  if (size?.kind === 'tooMany') throw apiError('groupTooLarge', { limit: size.limit });
  const members = received.map((values, index) => memberOf(event, values, index));
  const idField = fieldWithRole(event.form.schema, 'idNumber')?.name;
  const keys = members.map((member) => {
    const id = idField === undefined ? null : member.values[idField];
    return typeof id === 'string' ? id : null;
  });
  const repeat = firstRepeat(keys);
  if (repeat !== null) {
    throw apiError('groupMemberRepeated', {
      member: repeat + 1,
      first: keys.indexOf(keys[repeat]) + 1,
    });
  }
  return members;
}

/** One place per person, or the group's refusal saying how many did not fit. */
async function takeGroupPlaces(trx: Transaction<DB>, tickets: number[], now: Date) {
  try {
    await takePlaces(trx, tickets, now);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'registrationFull') {
      throw apiError('groupFull', { count: tickets.length });
    }
    throw error;
  }
}

/**
 * The group's people become `members`: the places of the people before go back and one place per
 * new person is taken, all in the caller's transaction, so a group that does not fit takes none.
 */
async function writeMembers(trx: Transaction<DB>, groupId: number, members: Member[], now: Date) {
  const before = await trx
    .selectFrom('group_member')
    .select('ticket_id')
    .where('group_id', '=', groupId)
    .where('holds_place', '=', true)
    .execute();
  await giveMemberPlacesBack(trx, before);
  await trx.deleteFrom('group_member').where('group_id', '=', groupId).execute();
  await takeGroupPlaces(
    trx,
    members.map((member) => member.ticket),
    now,
  );
  await trx
    .insertInto('group_member')
    .values(
      members.map((member, position) => ({
        group_id: groupId,
        position,
        ticket_id: member.ticket,
        form_values: JSON.stringify(member.values),
      })),
    )
    .execute();
}

export interface CreateGroupInput {
  matchEventID: number;
  members: string;
  gatePass?: string;
  applyTicket?: string;
}

/** The leader saves a new group: every person checked, every place taken, or nothing. */
export async function createGroup(
  ctx: AppContext,
  runnerId: number,
  input: CreateGroupInput,
): Promise<number> {
  const event = eventOrThrow(ctx, input.matchEventID);
  const now = ctx.now();
  refuseUnlessOpen(event, now);
  await admission.check(ctx, runnerId, event, input.applyTicket);
  refuseWithoutGatePass(ctx, runnerId, event, input.gatePass);
  const members = membersOf(event, input.members);
  await refuseUnlessEachQualified(
    ctx,
    event,
    members.map((member) => member.values),
  );
  return ctx.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('entry_group')
      .values({ event_id: event.id, leader_id: runnerId, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeMembers(trx, id, members, now);
    return id;
  });
}

/** The leader's group, locked; anyone else's answers 404 exactly like a missing one. */
async function lockOwnGroup(trx: Transaction<DB>, runnerId: number, groupId: number) {
  const group = await trx
    .selectFrom('entry_group')
    .selectAll()
    .where('id', '=', groupId)
    .where('leader_id', '=', runnerId)
    .forUpdate()
    .executeTakeFirst();
  if (!group) throw apiError('groupNotFound');
  return group;
}

/**
 * The leader changes the people before payment. An unpaid order was priced for the people before,
 * so it is cancelled; paying again makes a new one.
 */
export async function updateGroup(
  ctx: AppContext,
  runnerId: number,
  input: { groupID: number; members: string },
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const group = await lockOwnGroup(trx, runnerId, input.groupID);
    const event = eventOrThrow(ctx, group.event_id);
    refuseUnlessOpen(event, now);
    const members = membersOf(event, input.members);
    await refuseUnlessEachQualified(
      ctx,
      event,
      members.map((member) => member.values),
      trx,
    );
    await cancelUnpaidMembershipOrder(trx, group.order_id, now, 'groupPaid');
    await writeMembers(trx, group.id, members, now);
    await trx
      .updateTable('entry_group')
      .set({ order_id: null, updated_at: now })
      .where('id', '=', group.id)
      .execute();
  });
}

async function storedMembers(db: Db | Transaction<DB>, groupId: number): Promise<Member[]> {
  const rows = await db
    .selectFrom('group_member')
    .select(['ticket_id', 'form_values'])
    .where('group_id', '=', groupId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ values: row.form_values, ticket: row.ticket_id }));
}

const quoteOf = (event: EventConfig, member: Member) =>
  priceOfForm(event, member.values, [member.ticket], undefined, undefined);

/**
 * The group's one order, priced by the server from every person's form; asking again returns the
 * live order. Its places are held by the people, so the order holds none.
 */
export async function orderForGroup(
  ctx: AppContext,
  runnerId: number,
  groupId: number,
): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const group = await lockOwnGroup(trx, runnerId, groupId);
    const live = await liveMembershipOrder(trx, group.order_id, now);
    if (live !== null) return live;
    const event = eventOrThrow(ctx, group.event_id);
    refuseUnlessOpen(event, now);
    const members = await storedMembers(trx, group.id);
    // People whose places went back when an earlier order expired take them again, or none do.
    const released = await trx
      .updateTable('group_member')
      .set({ holds_place: true })
      .where('group_id', '=', group.id)
      .where('holds_place', '=', false)
      .where('application_id', 'is', null)
      .returning('ticket_id')
      .execute();
    await takeGroupPlaces(
      trx,
      released.map((member) => member.ticket_id),
      now,
    );
    const { id, state } = await insertMembershipOrder(trx, event, {
      runnerId,
      applyType: '1',
      roleId: null,
      // The order is for everyone: each person's details are in their own registration.
      values: {},
      price: sumQuotes(members.map((member) => quoteOf(event, member))),
      now,
      groupId: group.id,
    });
    await trx
      .updateTable('entry_group')
      .set({ order_id: id, updated_at: now })
      .where('id', '=', group.id)
      .execute();
    // A free group is paid as soon as it is ordered.
    if (state === 'paid') {
      await registerGroupMembers(trx, ctx, { id, runner_id: runnerId }, { channel: null }, now);
    }
    return id;
  });
}

/**
 * When a group's order is paid, each person becomes a paid registration of their own, taking over
 * the place their membership held. Called in the transaction that records the payment.
 */
export async function registerGroupMembers(
  trx: Transaction<DB>,
  ctx: AppContext,
  order: { id: number; runner_id: number },
  payment: { channel: string | null },
  now: Date,
): Promise<void> {
  const group = await trx
    .selectFrom('entry_group')
    .select(['id', 'event_id'])
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  if (!group) return;
  const event = eventOrThrow(ctx, group.event_id);
  const rows = await trx
    .selectFrom('group_member')
    .select(['position', 'ticket_id', 'form_values'])
    .where('group_id', '=', group.id)
    .where('application_id', 'is', null)
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const price = quoteOf(event, { values: row.form_values, ticket: row.ticket_id });
    const id = await insertPaidRegistration(
      trx,
      {
        runnerId: order.runner_id,
        eventId: event.id,
        applyType: '1',
        roleId: null,
        values: row.form_values,
        price,
        now,
        groupId: group.id,
      },
      payment,
    );
    // The place the membership held is now the registration's (its holds_capacity).
    await trx
      .updateTable('group_member')
      .set({ application_id: id, holds_place: false })
      .where('group_id', '=', group.id)
      .where('position', '=', row.position)
      .execute();
  }
}

/** Refuses a refund or withdrawal the group's rule does not allow, saying what to do instead. */
export async function refuseGroupEntry(
  db: Db | Transaction<DB>,
  row: { id: number; group_id: number | null },
  action: 'refund' | 'withdraw',
): Promise<void> {
  if (row.group_id === null) return;
  const group = await db
    .selectFrom('entry_group')
    .select('order_id')
    .where('id', '=', row.group_id)
    .executeTakeFirstOrThrow();
  if (groupEntryAllows(group.order_id === row.id ? 'order' : 'person', action)) return;
  throw apiError(action === 'withdraw' ? 'groupWithdrawal' : 'groupMemberRefund');
}

/** The registrations of the people of the group whose order `orderId` is; none for another order. */
export async function groupMemberIds(db: Db | Transaction<DB>, orderId: number): Promise<number[]> {
  const members = await db
    .selectFrom('group_member as m')
    .innerJoin('entry_group as g', 'g.id', 'm.group_id')
    .select('m.application_id')
    .where('g.order_id', '=', orderId)
    .orderBy('m.position')
    .execute();
  return members.flatMap((member) =>
    member.application_id === null ? [] : [member.application_id],
  );
}

/**
 * When the group's order is refunded, every person's registration ends with it and gives its place
 * and race number back, as a registration refunded on its own does. Called in the transaction that
 * records the refund.
 */
export async function refundGroupMembers(
  trx: Transaction<DB>,
  order: { id: number; group_id: number | null },
  now: Date,
): Promise<void> {
  if (order.group_id === null) return;
  const members = await trx
    .selectFrom('application as a')
    .innerJoin('group_member as m', 'm.application_id', 'a.id')
    .select(['a.id', 'a.state', 'a.holds_capacity'])
    .where('m.group_id', '=', order.group_id)
    .where('a.state', '=', 'paid')
    .forUpdate()
    .execute();
  await refundPaidFor(trx, members, now);
}

/** The group as its leader sees it: the people with their price, the total, the order's state. */
export async function groupView(ctx: AppContext, runnerId: number, groupId: number, lang: Lang) {
  const group = await ctx.db
    .selectFrom('entry_group')
    .selectAll()
    .where('id', '=', groupId)
    .where('leader_id', '=', runnerId)
    .executeTakeFirst();
  if (!group) throw apiError('groupNotFound');
  const event = eventOrThrow(ctx, group.event_id);
  const settings = groupSettingsOf(event);
  const rows = await ctx.db
    .selectFrom('group_member as m')
    .innerJoin('ticket as t', 't.id', 'm.ticket_id')
    .select(['m.form_values', 'm.ticket_id', 'm.application_id', 't.name as ticket_name'])
    .where('m.group_id', '=', group.id)
    .orderBy('m.position')
    .execute();
  const order = group.order_id
    ? await ctx.db
        .selectFrom('application')
        .select(['state', 'paid_at', 'pay_deadline'])
        .where('id', '=', group.order_id)
        .executeTakeFirstOrThrow()
    : null;
  const state = groupState(
    order && {
      state: stateAt(order.state, order.pay_deadline, ctx.now()),
      paid: order.paid_at !== null,
    },
  );
  const quotes = rows.map((row) =>
    quoteOf(event, { values: row.form_values, ticket: row.ticket_id }),
  );
  const total = sumQuotes(quotes);
  const nameField = fieldWithRole(event.form.schema, 'name')?.name;
  return {
    id: group.id,
    matchEventID: event.id,
    eventName: pickText(event.name, lang),
    minMembers: settings.minMembers,
    maxMembers: settings.maxMembers,
    state,
    canChange: state !== 'registered',
    orderID: state === 'saved' ? null : group.order_id,
    amount: total.expense,
    countryType: total.countryType,
    currency: total.currency,
    members: rows.map((row, index) => {
      const name = nameField === undefined ? undefined : row.form_values[nameField];
      return {
        name: typeof name === 'string' ? name : '',
        ticketName: pickText(row.ticket_name, lang),
        price: quotes[index].expense,
        applicationID: row.application_id,
        formValues: row.form_values,
      };
    }),
  };
}
