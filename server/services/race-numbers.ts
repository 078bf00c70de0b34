import { randomInt } from 'node:crypto';
import { stateAt } from '../../core/domain/order/state';
import {
  assignmentPlan,
  choosingOpen,
  randomCandidates,
  rangesOf,
  refusalOf,
  type NumberRefusal,
  type RaceNumberConfig,
} from '../../core/domain/raceNumber';
import type { AppContext } from '../context';
import type { Db } from '../db/types';
import type { EventConfig } from '../events/catalog';
import { ApiError, apiError } from '../http/errors';
import { t } from '../i18n/index';
import {
  eventOrThrow,
  isUniqueViolation,
  ownedApplication,
  type ApplicationRow,
} from './applications';

/** How many random numbers one `randNo` tries against the taken ones. */
const RANDOM_TRIES = 20;

function numbersOf(event: EventConfig): RaceNumberConfig {
  if (!event.raceNumbers?.choose) throw apiError('numbersNotOffered');
  return event.raceNumbers;
}

interface Chooser {
  row: ApplicationRow;
  config: RaceNumberConfig;
  ticketIds: number[];
  choosing: boolean;
}

/**
 * The runner's own paid registration of a race whose runners choose numbers; `toChoose` refuses
 * once choosing is over (the runner may still look at their number).
 */
async function chooser(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
  toChoose = true,
): Promise<Chooser> {
  const row = await ownedApplication(ctx.db, runnerId, applicationId);
  const config = numbersOf(eventOrThrow(ctx, row.event_id));
  if (stateAt(row.state, row.pay_deadline, ctx.now()) !== 'paid') throw apiError('notPaidYet');
  const choosing = choosingOpen(config, ctx.now());
  if (toChoose && !choosing) throw apiError('numberChoosingOver');
  const tickets = await ctx.db
    .selectFrom('application_ticket')
    .select('ticket_id')
    .where('application_id', '=', row.id)
    .execute();
  return { row, config, ticketIds: tickets.map((ticket) => ticket.ticket_id), choosing };
}

function refuse(cno: string, refusal: NumberRefusal): ApiError {
  return apiError('numberNotAllowed', (lang) => ({ cno, reason: t(lang, `number.${refusal}`) }));
}

async function ownNumber(db: Db, applicationId: number): Promise<string | null> {
  const own = await db
    .selectFrom('race_number')
    .select('cno')
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  return own?.cno ?? null;
}

export interface NumberView {
  cno: string | null;
  /** The runner's own number, once taken. */
  mine: string | null;
  available: boolean;
  choosing: boolean;
  chooseUntil: string | null;
  ranges: { prefix: string; from: number; to: number }[];
}

function view(
  { config, ticketIds, choosing }: Chooser,
  cno: string | null,
  mine: string | null,
  available: boolean,
) {
  const ranges = rangesOf(config, ticketIds).map(({ prefix, from, to }) => ({ prefix, from, to }));
  const chooseUntil = config.chooseUntil ?? null;
  return { cno, mine, available, choosing, chooseUntil, ranges } satisfies NumberView;
}

/** Whether the wanted number can be taken by this runner now; refused with why when it cannot. */
export async function searchNumber(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
  wanted: string | undefined,
): Promise<NumberView> {
  const found = await chooser(ctx, runnerId, applicationId, Boolean(wanted));
  const mine = await ownNumber(ctx.db, applicationId);
  if (!wanted) return view(found, null, mine, false);
  const cno = wanted.trim().toUpperCase();
  const refusal = refusalOf(found.config, found.ticketIds, cno);
  if (refusal) throw refuse(cno, refusal);
  const taken = await ctx.db
    .selectFrom('race_number')
    .select('application_id')
    .where('event_id', '=', found.row.event_id)
    .where('cno', '=', cno)
    .executeTakeFirst();
  return view(found, cno, mine, !taken || taken.application_id === applicationId);
}

/** A random number of the runner's ranges that nobody holds at the moment of asking. */
export async function randomNumber(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
): Promise<NumberView> {
  const found = await chooser(ctx, runnerId, applicationId);
  const candidates = randomCandidates(
    found.config,
    found.ticketIds,
    RANDOM_TRIES,
    () => randomInt(0, 2 ** 32) / 2 ** 32,
  );
  const taken = candidates.length
    ? await ctx.db
        .selectFrom('race_number')
        .select('cno')
        .where('event_id', '=', found.row.event_id)
        .where('cno', 'in', candidates)
        .execute()
    : [];
  const free = candidates.find((cno) => !taken.some((row) => row.cno === cno));
  if (!free) throw apiError('noFreeNumber');
  return view(found, free, await ownNumber(ctx.db, applicationId), true);
}

/**
 * Takes a number for the registration. The primary key (race, number) decides between runners
 * taking the same number at once: exactly one insert succeeds. A runner keeps the number taken.
 */
export async function takeNumber(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
  wanted: string,
): Promise<NumberView> {
  const found = await chooser(ctx, runnerId, applicationId);
  const cno = wanted.trim().toUpperCase();
  const refusal = refusalOf(found.config, found.ticketIds, cno);
  if (refusal) throw refuse(cno, refusal);
  const mine = await ownNumber(ctx.db, applicationId);
  if (mine === cno) return view(found, cno, mine, true);
  if (mine) throw apiError('numberChoiceClosed', { cno: mine });
  try {
    await ctx.db
      .insertInto('race_number')
      .values({
        event_id: found.row.event_id,
        cno,
        application_id: applicationId,
        taken_at: ctx.now(),
      })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const now = await ownNumber(ctx.db, applicationId);
    if (now && now !== cno) throw apiError('numberChoiceClosed', { cno: now });
    if (now !== cno) throw apiError('numberTaken', { cno });
  }
  return view(found, cno, cno, true);
}

export interface AssignResult {
  assigned: { applicationId: number; cno: string }[];
  /** Paid registrations left without a number: their ticket has no range or no free number. */
  unassigned: number[];
}

/**
 * Gives every paid registration of the race that has no number yet the lowest free number of its
 * tickets' ranges, oldest registration first. Safe to run again: registrations with a number keep
 * it. A planned number that another runner takes meanwhile loses on the (race, number) key and
 * that registration is planned again; each round sees more numbers taken, so the rounds end.
 */
export async function assignNumbers(
  db: Db,
  eventId: number,
  config: RaceNumberConfig,
): Promise<AssignResult> {
  const result: AssignResult = { assigned: [], unassigned: [] };
  for (;;) {
    const waiting = await db
      .selectFrom('application as a')
      .innerJoin('application_ticket as t', 't.application_id', 'a.id')
      .leftJoin('race_number as n', 'n.application_id', 'a.id')
      .select(['a.id', 't.ticket_id'])
      .where('a.event_id', '=', eventId)
      .where('a.state', '=', 'paid')
      .where('n.cno', 'is', null)
      .orderBy('a.id')
      .execute();
    const ids = [...new Set(waiting.map((row) => row.id))];
    const taken = await db
      .selectFrom('race_number')
      .select('cno')
      .where('event_id', '=', eventId)
      .execute();
    const plan = assignmentPlan(
      config,
      ids.map((applicationId) => ({
        applicationId,
        ticketIds: waiting.filter((row) => row.id === applicationId).map((row) => row.ticket_id),
      })),
      new Set(taken.map((row) => row.cno)),
    );
    result.unassigned = plan.unassigned;
    if (plan.assigned.length === 0) return result;
    // Numbers of one plan are distinct, so a conflict is always with a number taken meanwhile.
    const now = new Date();
    const inserted = await db
      .insertInto('race_number')
      .values(
        plan.assigned.map(({ applicationId, cno }) => ({
          event_id: eventId,
          cno,
          application_id: applicationId,
          taken_at: now,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .returning(['application_id', 'cno'])
      .execute();
    result.assigned.push(
      ...inserted.map((row) => ({ applicationId: row.application_id, cno: row.cno })),
    );
    if (inserted.length === plan.assigned.length) return result;
  }
}
