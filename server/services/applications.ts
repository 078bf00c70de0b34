import {
  sql,
  type Expression,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type Transaction,
} from 'kysely';
import {
  initialState,
  payDeadlineFor,
  stateAt,
  type OrderState,
} from '../../core/domain/order/state';
import {
  changedFields,
  fieldsEditableAfterPayment,
  paidEditVerdict,
} from '../../core/domain/order/paidEdit';
import { choiceOf, priceExtras } from '../../core/domain/extras';
import { fieldWithRole } from '../../core/form/roles';
import { priceParamsOf } from '../../core/domain/priceParams';
import { formatMoney } from '../../core/domain/money';
import { countryTypeOfCurrency, currencyOf } from '../../core/domain/currency';
import type { Application, ApplyRequest, PremiumNumberOrder } from '../../core/generated/api';
import type { AppContext } from '../context';
import { batchedBy } from '../db/batches';
import { preparedStatement } from '../db/prepared';
import type { ApplicationTable, DB, Db } from '../db/types';
import type { EventConfig } from '../events/catalog';
import { Stage } from '../events/enums';
import { computeStage } from '../events/stage';
import { ApiError, apiError } from '../http/errors';
import { pickText, t, type Lang } from '../i18n/index';
import { acceptFormValues, asStoredNow, fieldTitle, parseJsonObject } from './form-values';
import { refuseWithoutGatePass } from './gate-pass';
import * as admission from './admission';
import { recordSignUp } from './waiting-rate';
import { eventForRole } from '../../core/domain/team/roleForm';
import { refuseUnlessQualified } from './qualification';
import { refuseTeamName, teamOfRunner } from './team-membership';
import { actionsFor, moveOrThrow, stateColumns } from './order-state';
import { currencyName, parseTicketIds, priceOrder, type Quote } from './pricing';
import { giveExtrasBack } from './extra-stock';
import { priceChoice, replaceExtras, storedExtras, sumOf } from './order-extras';
import { expireLapsedOrders, giveTicketPlacesBack, holdsPlaceSql, lapsedSql } from './held-places';
import {
  freePlacesCtes,
  notePlacesWrite,
  placesPerTicket,
  takePlacesCte,
  takeTicketPlaces,
} from './places';

/** An `apply` request as the route has validated it against its schema. */
export type ApplyInput = ApplyRequest;

/** The committee flow the runner brings: only numbers of the event's own documents. */
function committeeFlowOf(event: EventConfig, input: ApplyInput) {
  const { declaration, commitment, answerTemplateId } = event.committee ?? {};
  const given: [string, number | undefined, number | undefined][] = [
    ['declarationID', input.declarationID, declaration?.id],
    ['commitmentID', input.commitmentID, commitment?.id],
    ['answerTemplateID', input.answerTemplateID, answerTemplateId],
  ];
  for (const [field, id, offered] of given) {
    if (id !== undefined && id !== offered)
      throw apiError('unsupportedCommitteeDocument', { field });
  }
  return {
    declaration_id: input.declarationID ?? null,
    commitment_id: input.commitmentID ?? null,
    answer_template_id: input.answerTemplateID ?? null,
  };
}

export function eventOrThrow(ctx: AppContext, id: number): EventConfig {
  const event = ctx.catalog.byId(id);
  if (!event) throw apiError('eventNotFound');
  return event;
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

/**
 * Order numbers: the day, then 10 digits that the `order_number` sequence gives, so no two orders
 * ever share one. The sequence's value goes through a fixed permutation of the 10-digit numbers
 * (times an odd factor not divisible by 5, plus an offset, modulo 10^10), so that consecutive
 * orders do not read as consecutive numbers; it hides nothing from someone who reads this code.
 * The factor keeps the product within a bigint.
 */
export function orderNumberSql(now: Date | Expression<Date>): RawBuilder<string> {
  return sql<string>`to_char(${now}::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || lpad(
    (((nextval('order_number') % 10000000000) * 738281967 + 4012345678) % 10000000000)::text,
    10, '0')`;
}

/** A config moment as the runner reads it, in China time (the races' own clock). */
export function chinaTime(lang: Lang, moment: string | Date): string {
  const china = new Date(new Date(moment).getTime() + 8 * 3600_000).toISOString();
  return t(lang, 'time.china', { time: `${china.slice(0, 10)} ${china.slice(11, 16)}` });
}

/**
 * Refuses outside the sign-up window, saying when it opens or closed. Places are not counted
 * here: for first-come events the conditional update in the transaction is what finds an event full.
 */
export function refuseUnlessOpen(event: EventConfig, now: Date): void {
  const { opens, closes } = event.registration;
  const stage = computeStage(event, Number.POSITIVE_INFINITY, now);
  if (stage === Stage.WAIT) {
    throw apiError('registrationNotOpen', (lang) => ({ opens: chinaTime(lang, opens) }));
  }
  if (stage === Stage.FULL) throw apiError('registrationFull');
  if (stage !== Stage.ON) {
    throw apiError('registrationClosed', (lang) => ({ closes: chinaTime(lang, closes) }));
  }
}

/**
 * The price of a sign-up from its form values, by the core's price parameters and currency rule:
 * the country comes from the form's country field, never from the request alone. A request whose
 * country type disagrees with the form's country is refused rather than charged in a currency the
 * runner was not shown.
 */
export function priceOfForm(
  event: EventConfig,
  values: Record<string, unknown>,
  ticketIds: number[],
  asked: number | undefined,
  beans: number | undefined,
): Quote {
  const params = priceParamsOf(event, event.form.schema, values);
  if (asked !== undefined && params.country !== undefined && asked !== params.country) {
    const [expected, given] = [params.country, asked === 2 ? 2 : 1] as const;
    throw apiError('currencyMismatch', (lang) => ({
      expected: currencyName(lang, currencyOf(expected)),
      asked: currencyName(lang, currencyOf(given)),
    }));
  }
  return priceOrder(event, ticketIds, params.country, beans);
}

/**
 * Takes one place per ticket listed (a ticket listed twice, two), or fails the whole transaction.
 * When a ticket looks full, orders of its race that expired unpaid are expired first and the
 * place is tried again, so the place an expired order held goes to the runner asking for it.
 */
export async function takePlaces(
  trx: Transaction<DB>,
  ticketIds: readonly number[],
  now: Date,
): Promise<void> {
  for (const [id, wanted] of placesPerTicket(ticketIds)) {
    const taken = await takeTicketPlaces(trx, id, wanted);
    if (taken === wanted) continue;
    const freed = await expireLapsedOrders(trx, { ticketId: id }, now);
    if (freed > 0 && (await takeTicketPlaces(trx, id, wanted - taken)) === wanted - taken) continue;
    throw apiError('registrationFull');
  }
}

export async function givePlacesBack(trx: Transaction<DB>, applicationId: number): Promise<void> {
  await giveTicketPlacesBack(trx, applicationId);
}

export async function adjustBeans(
  trx: Transaction<DB>,
  runnerId: number,
  delta: number,
): Promise<void> {
  if (delta === 0) return;
  const row = await trx
    .updateTable('runner')
    .set((eb) => ({ beans: eb('beans', '+', delta) }))
    .where('id', '=', runnerId)
    .where('beans', '>=', Math.max(0, -delta))
    .returning('id')
    .executeTakeFirst();
  if (!row) throw apiError('notEnoughBeans');
}

/** What an order is priced at: one quote, or the sum of a team's quotes in one currency. */
export type OrderPrice = Pick<
  Quote,
  'countryType' | 'expense' | 'originalExpense' | 'beansUsed' | 'currency' | 'items'
>;

/**
 * One order for several sign-ups (a team, a group), each priced on its own: amounts added up,
 * tickets summed per ticket, all in one currency or refused.
 */
export function sumQuotes(quotes: readonly Quote[]): OrderPrice {
  const [first] = quotes;
  const other = quotes.find((quote) => quote.currency !== first.currency);
  if (other) {
    throw apiError('currencyMismatch', (lang) => ({
      expected: currencyName(lang, first.currency),
      asked: currencyName(lang, other.currency),
    }));
  }
  const byTicket = new Map<number, OrderPrice['items'][number]>();
  for (const item of quotes.flatMap((quote) => quote.items)) {
    const same = byTicket.get(item.ticketDefID);
    byTicket.set(item.ticketDefID, { ...item, price: (same?.price ?? 0) + item.price });
  }
  return {
    countryType: first.countryType,
    currency: first.currency,
    expense: quotes.reduce((total, quote) => total + quote.expense, 0),
    originalExpense: quotes.reduce((total, quote) => total + quote.originalExpense, 0),
    beansUsed: 0,
    items: [...byTicket.values()],
  };
}

/** Stores a new order with its tickets; the caller has taken whatever places it holds. */
export async function insertApplication(trx: Transaction<DB>, order: NewOrder): Promise<number> {
  return (await storeApplication(trx, order)).id;
}

/**
 * A person's paid registration whose money came in another order (a group's, a team captain's):
 * it takes the place the person's membership held, and records the payment it came with and,
 * for a team member, the captain's order that covers it.
 */
export async function insertPaidRegistration(
  trx: Transaction<DB>,
  order: Omit<NewOrder, 'state' | 'holdsCapacity' | 'payDeadline'>,
  paid: { channel: string | null; coveredBy?: number },
): Promise<number> {
  const id = await insertApplication(trx, { ...order, state: 'paid', holdsCapacity: true });
  await trx
    .updateTable('application')
    .set({
      pay_channel: paid.channel,
      paid_amount: order.price.expense,
      covered_by: paid.coveredBy ?? null,
    })
    .where('id', '=', id)
    .execute();
  return id;
}

/** What `insertApplication` stores. */
export interface NewOrder {
  runnerId: number;
  eventId: number;
  applyType: ApplicationTable['apply_type'];
  roleId: number | null;
  values: Record<string, unknown>;
  price: OrderPrice;
  state: OrderState;
  holdsCapacity: boolean;
  now: Date;
  committee?: ReturnType<typeof committeeFlowOf>;
  groupId?: number;
  /** When it must be paid by (`payDeadlineFor`); none when left out. */
  payDeadline?: Date | null;
  /** The language of the request that made the order: later messages to the runner use it. */
  lang?: Lang;
}

const NO_COMMITTEE_FLOW = { declaration_id: null, commitment_id: null, answer_template_id: null };

/** The columns of a new order's row: the same for every order, so orders can be stored together. */
function orderRow(order: NewOrder) {
  const { price, state, now } = order;
  return {
    runner_id: order.runnerId,
    event_id: order.eventId,
    apply_type: order.applyType,
    role_id: order.roleId,
    country_type: price.countryType,
    form_values: order.values,
    ...stateColumns(state),
    amount: price.expense,
    original_amount: price.originalExpense,
    beans_used: price.beansUsed,
    currency: price.currency,
    holds_capacity: order.holdsCapacity,
    created_at: now,
    updated_at: now,
    paid_at: state === 'paid' ? now : null,
    paid_amount: state === 'paid' ? 0 : null,
    pay_deadline: order.payDeadline ?? null,
    ...(order.committee ?? NO_COMMITTEE_FLOW),
    group_id: order.groupId ?? null,
    lang: order.lang ?? null,
  };
}

/** One clock for orders stored together (order numbers, lapsed looks): they arrived together. */
function latestClock(orders: readonly NewOrder[]): Date {
  return new Date(Math.max(...orders.map((order) => order.now.getTime())));
}

/**
 * New orders as a statement's inputs: their rows and their ticket lines, each as one JSON value,
 * so the statement's text is the same for any orders and any number of them, and the clock they
 * are stored by. The columns the rows fill (`orderColumns`) are the same for every order.
 */
interface OrdersInput {
  rows: string;
  lines: string;
  now: Date;
}

function ordersInput(orders: readonly NewOrder[]): OrdersInput {
  const lines = orders.flatMap((order, k) =>
    order.price.items.map((item) => ({ k, ticket_id: item.ticketDefID, price: item.price })),
  );
  return {
    rows: JSON.stringify(orders.map(orderRow)),
    lines: JSON.stringify(lines),
    now: latestClock(orders),
  };
}

const orderColumns = (order: NewOrder) => Object.keys(orderRow(order));

/**
 * The CTE `input`: new orders' rows (`OrdersInput['rows']`), numbered `k` from 0 in the order
 * given, read with the table's own column types.
 */
function ordersInputCte(rows: string | Expression<string>): RawBuilder<unknown> {
  return sql`input AS (
    SELECT (o.k - 1)::int AS k, r.*
    FROM json_array_elements(${rows}::json) WITH ORDINALITY AS o (value, k)
    CROSS JOIN LATERAL json_populate_record(NULL::application, o.value) AS r)`;
}

/**
 * The CTEs `stored` and `lines`: the orders of `input` (`ordersInputCte`) for which `chosen`
 * holds, about `input i`, with their ticket lines. `stored` answers the rows as written, so a
 * reply needs no read.
 */
function storeOrdersCtes(
  columns: readonly string[],
  { lines, now }: { [K in 'lines' | 'now']: OrdersInput[K] | Expression<OrdersInput[K]> },
  chosen: RawBuilder<boolean>,
) {
  return sql`stored AS (
      INSERT INTO application (order_no, ${sql.join(columns.map((column) => sql.ref(column)))})
      SELECT ${orderNumberSql(now)}, ${sql.join(columns.map((column) => sql.ref(`i.${column}`)))}
      FROM input i WHERE ${chosen} ORDER BY i.k
      RETURNING *),
    lines AS (
      INSERT INTO application_ticket (application_id, ticket_id, price)
      SELECT s.id, l.ticket_id, l.price
      FROM stored s
      JOIN input i ON i.runner_id = s.runner_id AND i.event_id = s.event_id
      JOIN json_to_recordset(${lines}::json) AS l (k int, ticket_id int, price int)
        ON l.k = i.k
      RETURNING application_id)`;
}

/** Stores a new order and its ticket lines in one statement and answers the stored row. */
async function storeApplication(trx: Transaction<DB>, order: NewOrder) {
  const input = ordersInput([order]);
  const { rows } = await sql<Selectable<ApplicationTable>>`
    WITH ${ordersInputCte(input.rows)}, ${storeOrdersCtes(orderColumns(order), input, sql`true`)}
    SELECT * FROM stored`.execute(trx);
  return rows[0];
}

/**
 * What stops a second sign-up, as one query: whether the runner has an own order of the race that
 * expired unpaid (`lapsed`) or a live one (`applied`), and the name of their team in it (`team`).
 * The race and runner may be columns of an outer query, to look for many sign-ups at once.
 */
function secondEntryLook(
  db: Kysely<DB>,
  eventId: number | Expression<number>,
  runnerId: number | Expression<number>,
  now: Date | Expression<Date>,
) {
  const own = db
    .selectFrom('application')
    .select(sql<boolean>`true`.as('found'))
    .where('runner_id', '=', runnerId)
    .where('event_id', '=', eventId)
    .limit(1);
  // A subquery of one row rather than EXISTS: for the many sign-ups of a batch PostgreSQL may run
  // an EXISTS as one hashed scan of every order (it did, taking 5.4 ms of the statement's 6.1 with
  // 5,000 orders stored, more with each order), where this is looked up per sign-up by runner.
  const found = (query: typeof own) => sql<boolean>`coalesce((${query}), false)`;
  return db.selectNoFrom([
    found(own.where('state', '=', 'unpaid').where(lapsedSql(now))).as('lapsed'),
    found(own.where('group_id', 'is', null).where(holdsPlaceSql(now))).as('applied'),
    teamOfRunner(db, eventId, runnerId).as('team'),
  ]);
}

/**
 * Refuses a second sign-up, in one look: the runner's own live order of the race, or a place in
 * one of its teams. Their own order that expired unpaid is stored as expired first: they may sign
 * up again.
 */
async function refuseSecondEntry(
  trx: Transaction<DB>,
  eventId: number,
  runnerId: number,
  now: Date,
): Promise<void> {
  const found = await secondEntryLook(trx, eventId, runnerId, now).executeTakeFirstOrThrow();
  if (found.lapsed) await expireLapsedOrders(trx, { eventId, runnerId }, now);
  if (found.applied) throw apiError('alreadyApplied');
  refuseTeamName(found.team);
}

/**
 * One runner's entry to one race: how the rows a sign-up statement stored are matched to their
 * sign-ups, and so what a statement may hold only once.
 */
function entryKey(runnerId: number, eventId: number): string {
  return `${runnerId}:${eventId}`;
}

/** A usual sign-up: a new order and the places it takes, `(ticket, count)` in ticket order. */
interface QuickSignUp {
  order: NewOrder;
  places: readonly (readonly [number, number])[];
}

/**
 * Usual sign-ups as one statement, in the transaction PostgreSQL gives a single statement. Each
 * whose runner has no order of the race (lapsed or live) and no team in it, and whose tickets all
 * have the places wanted free of other statements' locks, takes them and is stored at once, with
 * its ticket lines; the others write nothing and answer undefined, and their callers run the full
 * transaction, which expires what lapsed, waits for locked places and says why a sign-up is
 * refused. Free places are handed out in the sign-ups' order. The orders and the places they want
 * travel as JSON (`ordersInput`), so the text is the same for any number of them: it is built and
 * prepared once; `stored` answers the rows as written, so no reply needs a read.
 */
const quickSignUpsStatement = preparedStatement<
  OrdersInput & { wants: string },
  Selectable<ApplicationTable>,
  readonly string[]
>(['rows', 'lines', 'now', 'wants'], (db, input, columns) => {
  const look = secondEntryLook(db, sql.ref('i.event_id'), sql.ref('i.runner_id'), input.now);
  return sql<Selectable<ApplicationTable>>`
    WITH ${ordersInputCte(input.rows)},
      order_want AS (
        SELECT * FROM json_to_recordset(${input.wants}::json)
          AS w (k int, ticket_id int, wanted int)),
      eligible AS (
        SELECT i.k FROM input i CROSS JOIN LATERAL (${look}) AS entry
        WHERE NOT entry.lapsed AND NOT entry.applied AND entry.team IS NULL),
      ${freePlacesCtes(
        sql`SELECT ticket_id, sum(wanted)::int FROM order_want JOIN eligible USING (k) GROUP BY ticket_id`,
        { skipLocked: true },
      )},
      ranked AS (
        SELECT ticket_id, n, row_number() OVER (PARTITION BY ticket_id ORDER BY n) AS r FROM free),
      slot AS (
        SELECT w.k, w.ticket_id, w.wanted,
          sum(w.wanted) OVER (PARTITION BY w.ticket_id ORDER BY w.k) - w.wanted AS before
        FROM order_want w JOIN eligible USING (k)),
      assigned AS (
        SELECT s.k, f.ticket_id, f.n FROM slot s JOIN ranked f
          ON f.ticket_id = s.ticket_id AND f.r > s.before AND f.r <= s.before + s.wanted),
      go AS (
        SELECT e.k FROM eligible e WHERE NOT EXISTS (
          SELECT 1 FROM order_want w WHERE w.k = e.k AND w.wanted > (
            SELECT count(*) FROM assigned a WHERE a.k = w.k AND a.ticket_id = w.ticket_id))),
      ${takePlacesCte(sql`SELECT ticket_id, n FROM assigned WHERE k IN (SELECT k FROM go)`)},
      ${storeOrdersCtes(columns, input, sql`i.k IN (SELECT k FROM go)`)}
    SELECT * FROM stored`;
});

/** `quickSignUpsStatement` run for `signUps`, answering each one's stored row or undefined. */
async function storeQuickSignUps(
  db: Db,
  signUps: readonly QuickSignUp[],
): Promise<(Selectable<ApplicationTable> | undefined)[]> {
  const orders = signUps.map(({ order }) => order);
  const wants = signUps.flatMap(({ places }, k) =>
    places.map(([ticket_id, wanted]) => ({ k, ticket_id, wanted })),
  );
  // A lottery entry wants no place, so changes none.
  if (wants.length > 0) notePlacesWrite();
  const { rows: stored } = await quickSignUpsStatement(
    db,
    { ...ordersInput(orders), wants: JSON.stringify(wants) },
    orderColumns(orders[0]),
  );
  const byEntry = new Map(stored.map((row) => [entryKey(row.runner_id, row.event_id), row]));
  return signUps.map(({ order }) => byEntry.get(entryKey(order.runnerId, order.eventId)));
}

/**
 * Sign-ups per statement, and statements at once per database and process: of 1, 2 and 4 at once,
 * two gave the steadiest rate in `bench:api`, fresh and after a rush (docs/scaling.md).
 */
const QUICK_SIGN_UPS_PER_STATEMENT = 50;
const QUICK_SIGN_UP_STATEMENTS_AT_ONCE = 2;

/**
 * `storeQuickSignUps` for one sign-up, batched with the others arriving meanwhile: each run is
 * one statement and one commit for all it takes (`server/db/batches.ts`). A run holds at most one
 * sign-up per runner and race, since the stored rows are told apart by runner and race.
 */
const storeQuickSignUp = batchedBy<Db, QuickSignUp, Selectable<ApplicationTable> | undefined>({
  run: storeQuickSignUps,
  key: ({ order }) => entryKey(order.runnerId, order.eventId),
  maxSize: QUICK_SIGN_UPS_PER_STATEMENT,
  maxInFlight: QUICK_SIGN_UP_STATEMENTS_AT_ONCE,
});

/** A new order as stored, with what its reply needs: built without reading it back. */
export interface NewApplication {
  event: EventConfig;
  row: Selectable<ApplicationTable>;
  items: OrderPrice['items'];
}

/**
 * First-come: a place per ticket is taken inside the transaction (exactly C winners for C places).
 * Lottery: the entry waits for the draw (WAITDRAW) and takes no place yet.
 */
export async function apply(
  ctx: AppContext,
  runnerId: number,
  input: ApplyInput,
  lang: Lang,
): Promise<NewApplication> {
  const event = eventOrThrow(ctx, input.matchEventID);
  const now = ctx.now();
  refuseUnlessOpen(event, now);
  await admission.check(ctx, runnerId, event, input.applyTicket);
  // How long sign-ups take sets how fast waiting rooms admit (waiting-rate).
  const started = performance.now();
  refuseWithoutGatePass(ctx, runnerId, event, input.gatePass);
  if (!event.applyTypes.includes(input.applyType)) throw apiError('unsupportedApplyType');
  const roleId = input.applyType === '2' ? (input.roleID ?? 0) : null;
  if (roleId !== null && !event.roles?.some((role) => role.id === roleId)) {
    throw apiError('unsupportedApplyType');
  }
  const ticketIds = parseTicketIds(input.ticketDefIDs);
  const values = acceptFormValues(event, parseJsonObject(input.formValues, 'formValues'), {
    tickets: ticketIds,
  });
  const committee = committeeFlowOf(event, input);
  const price = priceOfForm(event, values, ticketIds, input.countryType, input.MBeansNum);
  await refuseUnlessQualified(ctx, event, values);
  const lottery = event.registration.mode === 'lottery';
  const state = initialState({ lottery, amount: price.expense });
  const order: NewOrder = {
    runnerId,
    eventId: event.id,
    applyType: input.applyType,
    roleId,
    values,
    price,
    state,
    holdsCapacity: !lottery,
    now,
    committee,
    payDeadline: payDeadlineFor(event.payment.payWithinMinutes, state, now),
    lang,
  };
  const places = lottery ? [] : placesPerTicket(ticketIds);
  try {
    const row =
      (price.beansUsed === 0 ? await storeQuickSignUp(ctx.db, { order, places }) : undefined) ??
      (await ctx.db.transaction().execute(async (trx) => {
        await refuseSecondEntry(trx, event.id, runnerId, now);
        if (!lottery) await takePlaces(trx, ticketIds, now);
        await adjustBeans(trx, runnerId, -price.beansUsed);
        return storeApplication(trx, order);
      }));
    return { event, row, items: price.items };
  } catch (error) {
    if (!(error instanceof ApiError) && isUniqueViolation(error)) throw apiError('alreadyApplied');
    throw error;
  } finally {
    recordSignUp(ctx, performance.now() - started);
  }
}

export function selectApplications(db: Db) {
  return db
    .selectFrom('application as a')
    .innerJoin('event as e', 'e.id', 'a.event_id')
    .selectAll('a')
    .select([
      'e.key as event_key',
      'e.race_date as race_date',
      sql<unknown>`e.config->'name'`.as('event_name'),
      sql<unknown>`e.config->'location'`.as('event_location'),
      sql<unknown>`e.config->'payment'`.as('event_payment'),
      sql<boolean>`exists (select 1 from entry_group g where g.order_id = a.id)`.as('group_order'),
    ]);
}

export type ApplicationRow = Awaited<
  ReturnType<ReturnType<typeof selectApplications>['execute']>
>[number];

/**
 * The runner's own application; someone else's answers 404 exactly like a missing one. Given
 * `now`, an order found past its pay deadline unpaid is stored as expired first (giving back
 * what it held), so the runner, reports and SQL all see the same state.
 */
export async function ownedApplication(
  db: Db,
  runnerId: number,
  applicationId: number,
  now?: Date,
): Promise<ApplicationRow> {
  const read = () =>
    selectApplications(db)
      .where('a.id', '=', applicationId)
      .where('a.runner_id', '=', runnerId)
      .select(now ? lapsedSql(now, 'a').as('lapsed') : sql<boolean>`false`.as('lapsed'))
      .executeTakeFirst();
  let row = await read();
  if (!row) throw apiError('applicationNotFound');
  if (now && row.lapsed && row.state === 'unpaid') {
    await db
      .transaction()
      .execute((trx) => expireLapsedOrders(trx, { applicationIds: [applicationId] }, now));
    row = await read();
    if (!row) throw apiError('applicationNotFound');
  }
  return row;
}

/** `ownedApplication` with the race it is of; a race no longer in the catalogue answers 404 too. */
export async function ownedApplicationAndEvent(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
  now?: Date,
): Promise<{ row: ApplicationRow; event: EventConfig }> {
  const row = await ownedApplication(ctx.db, runnerId, applicationId, now);
  return { row, event: eventOrThrow(ctx, row.event_id) };
}

export async function listApplications(
  db: Db,
  runnerId: number,
  options: { eventId?: number; limit?: number; offset?: number } = {},
): Promise<{ rows: ApplicationRow[]; total: number }> {
  let query = selectApplications(db).where('a.runner_id', '=', runnerId);
  if (options.eventId !== undefined) query = query.where('a.event_id', '=', options.eventId);
  const { total } = await db
    .selectFrom(query.as('q'))
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  let page = query.orderBy('a.id', 'desc');
  if (options.limit !== undefined) page = page.limit(options.limit).offset(options.offset ?? 0);
  return { rows: await page.execute(), total };
}

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** The stored committee flow as the list of SPEC section 3, in flow order. */
function committeeFlowView(row: ApplicationRow) {
  const entries = [
    ['declaration', row.declaration_id],
    ['commitment', row.commitment_id],
    ['answer', row.answer_template_id],
  ] as const;
  return entries.flatMap(([type, id]) => (id === null ? [] : [{ type, id }]));
}

/**
 * What a registration is to its group, from a row that knows whether it is a group's order. A
 * team member's registration paid in the captain's order is, like a group's person, one person
 * paid by another order.
 */
export function groupEntryOfRow(row: {
  group_id: number | null;
  group_order: boolean;
  covered_by: number | null;
}) {
  if (row.covered_by !== null) return 'person' as const;
  if (row.group_id === null) return null;
  return row.group_order ? ('order' as const) : ('person' as const);
}

export async function applicationViews(
  db: Db,
  rows: ApplicationRow[],
  lang: Lang,
  now: Date,
): Promise<Application[]> {
  const ids = rows.map((row) => row.id);
  const [tickets, numbers] = ids.length
    ? await Promise.all([
        db
          .selectFrom('application_ticket as at')
          .innerJoin('ticket as t', 't.id', 'at.ticket_id')
          .select(['at.application_id', 'at.ticket_id', 'at.price', 't.name'])
          .where('at.application_id', 'in', ids)
          .orderBy('t.position')
          .execute(),
        db
          .selectFrom('race_number')
          .select(['application_id', 'cno'])
          .where('application_id', 'in', ids)
          .where('held_until', 'is', null)
          .execute(),
      ])
    : [[], []];
  const numberOf = new Map(numbers.map((number) => [number.application_id, number.cno]));
  const orderOf = await numberOrdersOf(db, ids, now);
  return rows.map((row) =>
    viewOfRow(
      row,
      tickets.filter((ticket) => ticket.application_id === row.id),
      { raceNumber: numberOf.get(row.id) ?? null, numberOrder: orderOf.get(row.id) ?? null },
      lang,
      now,
    ),
  );
}

/**
 * The premium number order of each registration, the latest one that still means something to the
 * runner: held, paid or refunded (a cancelled one, or a hold that lapsed, is no order any more).
 */
async function numberOrdersOf(
  db: Db,
  ids: number[],
  now: Date,
): Promise<Map<number, PremiumNumberOrder>> {
  const orders = ids.length
    ? await db
        .selectFrom('number_order')
        .select(['id', 'application_id', 'cno', 'amount', 'currency', 'state'])
        .select(['pay_deadline', 'paid_at'])
        .where('application_id', 'in', ids)
        .where('state', 'not in', ['cancelled', 'expired'])
        .orderBy('id')
        .execute()
    : [];
  const views = orders.flatMap((order) => {
    const state = stateAt(order.state, order.pay_deadline, now);
    if (state === 'expired') return [];
    const view: PremiumNumberOrder = {
      numberOrderID: order.id,
      cno: order.cno,
      amount: order.amount,
      currency: order.currency,
      state,
      payDeadline: iso(order.pay_deadline),
      paidAt: iso(order.paid_at),
    };
    return [[order.application_id, view] as const];
  });
  return new Map(views);
}

/** The reply to `apply`, from the stored row and the race's config in memory. */
export function newApplicationView({ event, row, items }: NewApplication, lang: Lang, now: Date) {
  const tickets = event.tickets.flatMap((ticket) => {
    const item = items.find((line) => line.ticketDefID === ticket.id);
    return item ? [{ ticket_id: ticket.id, name: ticket.name, price: item.price }] : [];
  });
  const stored: ApplicationRow = {
    ...row,
    event_key: event.key,
    race_date: new Date(event.raceDate),
    event_name: event.name,
    event_location: event.location,
    event_payment: event.payment,
    group_order: false,
  };
  return viewOfRow(stored, tickets, { raceNumber: null, numberOrder: null }, lang, now);
}

function viewOfRow(
  row: ApplicationRow,
  tickets: readonly { ticket_id: number; name: unknown; price: number }[],
  { raceNumber, numberOrder }: Pick<Application, 'raceNumber' | 'numberOrder'>,
  lang: Lang,
  now: Date,
): Application {
  const { state, tone } = actionsFor(row, now);
  return {
    id: row.id,
    orderNo: row.order_no,
    matchEventID: row.event_id,
    eventKey: row.event_key,
    eventName: pickText(row.event_name, lang),
    location: pickText(row.event_location, lang),
    raceDate: row.race_date.toISOString(),
    applyType: row.apply_type,
    roleID: row.role_id,
    groupID: row.group_id,
    groupEntry: groupEntryOfRow(row),
    paidByCaptain: row.covered_by !== null,
    countryType: row.country_type,
    state,
    tone,
    payState: row.pay_state,
    payStatus: row.paid_at ? '2' : '1',
    refundStatus: row.refund_status,
    amount: row.amount,
    originalAmount: row.original_amount,
    beansUsed: row.beans_used,
    currency: row.currency,
    fee: row.fee,
    paidAmount: row.paid_amount,
    createdAt: row.created_at.toISOString(),
    paidAt: iso(row.paid_at),
    payChannel: row.pay_channel,
    payDeadline: iso(row.pay_deadline),
    cancelledAt: iso(row.cancelled_at),
    refundRequestedAt: iso(row.refund_requested_at),
    refundedAt: iso(row.refunded_at),
    tickets: tickets.map((ticket) => ({
      id: ticket.ticket_id,
      name: pickText(ticket.name, lang),
      price: ticket.price,
    })),
    raceNumber,
    numberOrder,
    runnerInfo: row.form_values,
    committeeFlow: committeeFlowView(row),
  };
}

export async function applicationView(db: Db, row: ApplicationRow, lang: Lang, now: Date) {
  const [view] = await applicationViews(db, [row], lang, now);
  return view;
}

/** Locks the runner's application row for a state change. */
export async function lockOwned(trx: Transaction<DB>, runnerId: number, applicationId: number) {
  const row = await trx
    .selectFrom('application')
    .selectAll()
    .where('id', '=', applicationId)
    .where('runner_id', '=', runnerId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw apiError('applicationNotFound');
  return row;
}

/**
 * Before payment only; gives back the places and beans it held. `onlyWaitingForDraw` is
 * cancelCandidate: a lottery entry leaves the draw, refused once it was drawn.
 */
export async function cancelApplication(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
  onlyWaitingForDraw = false,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockOwned(trx, runnerId, applicationId);
    if (onlyWaitingForDraw && row.state !== 'lotteryWaiting') throw apiError('notCandidate');
    if (!actionsFor(row, now).canCancel) throw apiError('notCancellable');
    const state = moveOrThrow(row.state, 'cancel', 'notCancellable');
    await trx
      .updateTable('application')
      .set({
        ...stateColumns(state),
        cancelled_at: now,
        updated_at: now,
        holds_capacity: false,
      })
      .where('id', '=', row.id)
      .execute();
    if (row.holds_capacity) await givePlacesBack(trx, row.id);
    await giveExtrasBack(trx, row.id);
    await adjustBeans(trx, runnerId, row.beans_used);
  });
}

export function cancelCandidate(ctx: AppContext, runnerId: number, applicationId: number) {
  return cancelApplication(ctx, runnerId, applicationId, true);
}

/** A price as the runner reads it in error messages: ¥260.00 or US$50.00. */
function moneyText(cents: number, currency: Quote['currency']): string {
  return formatMoney(cents, countryTypeOfCurrency(currency));
}

/**
 * After payment only the race's `form.editAfterPayment` fields may change, until its moment:
 * without it the whole form is frozen (40906), else the other fields are read-only (40963,
 * naming them as the form titles them).
 */
function refuseReadOnlyChanges(
  event: EventConfig,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  now: Date,
): void {
  const verdict = paidEditVerdict(
    changedFields(before, after),
    fieldsEditableAfterPayment(event.form.editAfterPayment, now),
  );
  if (verdict.verdict === 'frozen') throw apiError('notEditable');
  if (verdict.verdict === 'readOnly') {
    throw apiError('fieldReadOnly', (lang) => ({
      fields: verdict.fields
        .map((name) => fieldTitle(event, [name], lang))
        .join(lang === 'zh-CN' ? '、' : ', '),
    }));
  }
}

/** The tickets a changed form names: its ticket field when it has one, else the ones stored. */
function ticketsOfForm(
  event: EventConfig,
  values: Record<string, unknown>,
  stored: number[],
): number[] {
  if (!fieldWithRole(event.form.schema, 'ticket')) return stored;
  return [...priceParamsOf(event, event.form.schema, values).ticketDefIDs];
}

/**
 * Replaces the submitted form values (checked against the event's form) and re-prices the order
 * from them with the same rule as apply: before payment a change of ticket or country changes the
 * stored tickets, places, amount and currency, and the reply carries the new amount. After payment
 * nothing can be changed; a change that would alter the price is refused with the old and new
 * price (40914), so the runner knows why (a refund and a new sign-up is the way to another price).
 */
export async function updateApplication(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
  formValues: string,
): Promise<void> {
  const received = parseJsonObject(formValues, 'formValues');
  await ctx.db
    .transaction()
    .execute((trx) => rewriteApplication(trx, ctx, runnerId, applicationId, received));
}

/** updateApplication inside a transaction of the caller's, who may change more with it. */
export async function rewriteApplication(
  trx: Transaction<DB>,
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
  received: Record<string, unknown>,
): Promise<void> {
  const now = ctx.now();
  const row = await lockOwned(trx, runnerId, applicationId);
  // A team member's order holds the values of their role's form.
  const event = eventForRole(eventOrThrow(ctx, row.event_id), row.role_id);
  const stored = (
    await trx
      .selectFrom('application_ticket')
      .select('ticket_id')
      .where('application_id', '=', row.id)
      .execute()
  ).map((ticket) => ticket.ticket_id);
  const ticketIds = ticketsOfForm(event, received, stored);
  const values = acceptFormValues(event, received, {
    tickets: ticketIds,
    onlyFormFields: row.role_id !== null,
  });
  const price = priceOfForm(event, values, ticketIds, undefined, row.beans_used);
  // An entry cannot trade the qualifying ID number it applied with for one that does not qualify.
  await refuseUnlessQualified(ctx, event, values, trx);
  const choice = choiceOf(await storedExtras(trx, row.id));
  const { state, canEdit } = actionsFor(row, now);
  if (!canEdit) {
    // The add-ons and donation are priced again too: a new ticket or currency may change them.
    const extras = priceExtras(event, ticketIds, price.countryType, choice);
    const amount = price.expense + (extras.ok ? extras.total : 0);
    if (row.paid_at && (!extras.ok || amount !== row.amount || price.currency !== row.currency)) {
      throw apiError('paidPriceChange', {
        from: moneyText(row.amount, row.currency),
        to: moneyText(amount, price.currency),
      });
    }
    if (state !== 'paid') throw apiError('notEditable');
    refuseReadOnlyChanges(event, asStoredNow(event, row.form_values), values, now);
  }
  const { lines } = priceChoice(event, ticketIds, price.countryType, choice);
  const ticketsChanged =
    ticketIds.length !== stored.length || ticketIds.some((id) => !stored.includes(id));
  if (ticketsChanged) {
    if (row.holds_capacity) {
      await givePlacesBack(trx, row.id);
      await takePlaces(trx, ticketIds, now);
    }
    await trx.deleteFrom('application_ticket').where('application_id', '=', row.id).execute();
  }
  await trx
    .insertInto('application_ticket')
    .values(
      price.items.map((item) => ({
        application_id: row.id,
        ticket_id: item.ticketDefID,
        price: item.price,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['application_id', 'ticket_id']).doUpdateSet((eb) => ({
        price: eb.ref('excluded.price'),
      })),
    )
    .execute();
  await replaceExtras(trx, event, row.id, lines, now);
  await adjustBeans(trx, runnerId, row.beans_used - price.beansUsed);
  await trx
    .updateTable('application')
    .set({
      form_values: JSON.stringify(values),
      country_type: price.countryType,
      amount: price.expense + sumOf(lines),
      original_amount: price.originalExpense + sumOf(lines),
      beans_used: price.beansUsed,
      currency: price.currency,
      updated_at: now,
    })
    .where('id', '=', row.id)
    .execute();
}

/** The ticket names and race number of an application, for the pages that show them together. */
export async function ticketsAndNumber(db: Db, applicationId: number, lang: Lang) {
  const [tickets, number] = await Promise.all([
    db
      .selectFrom('application_ticket as at')
      .innerJoin('ticket as t', 't.id', 'at.ticket_id')
      .select('t.name')
      .where('at.application_id', '=', applicationId)
      .orderBy('t.position')
      .execute(),
    // A premium number held until paid is not the runner's yet.
    db
      .selectFrom('race_number')
      .select('cno')
      .where('application_id', '=', applicationId)
      .where('held_until', 'is', null)
      .executeTakeFirst(),
  ]);
  return {
    tickets: tickets.map((ticket) => pickText(ticket.name, lang)),
    raceNumber: number?.cno ?? null,
  };
}
