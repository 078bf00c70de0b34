import { createHash } from 'node:crypto';
import { normaliseIdNumber } from '../../core/domain/idCard/format';
import { ageGroupOf } from '../../core/domain/results/ageGroup';
import { formOfRole } from '../../core/domain/team/roleForm';
import { ageOn, raceDay as raceDayOf } from '../../core/form/ageLimits';
import { rankResults } from '../../core/domain/results/ranks';
import {
  parseResultsFile,
  type Problem,
  type RowProblem,
  type RunnerId,
} from '../../core/domain/results/resultsFile';
import { formatPace, formatRaceTime } from '../../core/domain/results/time';
import type { EventConfig } from '../../core/generated/config/event';
import type { AppContext } from '../context';
import type { Db } from '../db/types';
import { pageRange, type PageRequest } from './caps';
import { pickText, type Lang } from '../i18n/index';

/** The only form in which the server keeps an ID number next to a result. */
export function idHash(idNumber: string): string {
  return createHash('sha256').update(normaliseIdNumber(idNumber)).digest('hex');
}

function hashOf(id: RunnerId): string {
  return id.kind === 'hash' ? id.value : idHash(id.value);
}

/** A problem of the results file in words for the person running the import. */
export function describeProblem(problem: Problem): string {
  switch (problem.kind) {
    case 'empty':
      return 'the file has no results (a header line, then one line per finisher)';
    case 'noCourses':
      return 'the race config has no results.courses, so no course or distance is known; add them and start the server once';
    case 'missingColumn':
      return `the header has no "${problem.column}" column`;
    case 'unknownColumn':
      return `"${problem.column}" is not a column of a results file (split columns are named split:<label>)`;
    case 'cellCount':
      return `${problem.found} cells where the header has ${problem.expected}`;
    case 'required':
      return `${problem.column} is empty`;
    case 'badTime':
      return `${problem.column} "${problem.value}" is not a time like 3:25:07`;
    case 'netAfterGun':
      return 'the net time is longer than the gun time';
    case 'badCourse':
      return `course "${problem.value}" is not one of ${problem.courses.join(', ')}`;
    case 'badGender':
      return `gender "${problem.value}" is not M, F, 1 or 2`;
    case 'badBirthday':
      return `birthday "${problem.value}" is not a date like 1990-05-17`;
    case 'badId':
      return `id "${problem.value}" is neither an ID number nor a 64-character SHA-256 hash`;
    case 'duplicate':
      return `the same ${problem.column} as line ${problem.firstLine}`;
  }
}

/** A results file that cannot be imported, with every problem and its line. */
export class ResultsFileError extends Error {
  constructor(readonly problems: RowProblem[]) {
    super(`${problems.length} problem(s) in the results file`);
    this.name = 'ResultsFileError';
  }
}

export interface ImportSummary {
  imported: number;
  courses: Record<number, number>;
}

const CHUNK = 500;

/**
 * Replaces the event's results with the file's, ranks worked out from the whole field, in one
 * transaction: a file with any bad row changes nothing.
 */
export async function importResults(
  db: Db,
  event: EventConfig,
  text: string,
  now: Date,
): Promise<ImportSummary> {
  const courses = event.results?.courses?.map((course) => course.ticket) ?? [];
  if (courses.length === 0) {
    throw new ResultsFileError([{ line: 1, problem: { kind: 'noCourses' } }]);
  }
  const { rows, problems } = parseResultsFile(text, courses);
  const hashes = new Map<string, number>();
  const withHashes = rows.map((row) => {
    const hash = hashOf(row.id);
    const first = hashes.get(hash);
    if (first !== undefined) {
      problems.push({
        line: row.line,
        problem: { kind: 'duplicate', column: 'id', firstLine: first },
      });
    } else hashes.set(hash, row.line);
    return { ...row, hash };
  });
  if (problems.length > 0) {
    throw new ResultsFileError(problems.sort((a, b) => a.line - b.line));
  }
  const raceDay = raceDayOf(event.raceDate);
  const ageGroups = event.results?.ageGroups ?? [];
  const ranked = withHashes.map((row) => {
    const age = row.birthday ? ageOn(row.birthday, raceDay) : null;
    return { ...row, ageGroup: age === null ? null : ageGroupOf(age, ageGroups) };
  });
  const ranks = rankResults(ranked);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('result').where('event_id', '=', event.id).execute();
    for (let start = 0; start < ranked.length; start += CHUNK) {
      await trx
        .insertInto('result')
        .values(
          ranked.slice(start, start + CHUNK).map((row, i) => ({
            event_id: event.id,
            course: row.course,
            bib: row.bib,
            id_hash: row.hash,
            name: row.name,
            gender: row.gender,
            age_group: row.ageGroup,
            gun_seconds: row.gunSeconds,
            net_seconds: row.netSeconds,
            splits: JSON.stringify(row.splits),
            ranks: JSON.stringify(ranks[start + i]),
            imported_at: now,
          })),
        )
        .execute();
    }
  });
  const perCourse: Record<number, number> = {};
  for (const row of ranked) perCourse[row.course] = (perCourse[row.course] ?? 0) + 1;
  return { imported: ranked.length, courses: perCourse };
}

/** The ID hashes a runner has proved, per event: those of their paid entries. */
export async function ownHashes(ctx: AppContext, runnerId: number, eventId?: number) {
  let query = ctx.db
    .selectFrom('application')
    .select(['event_id', 'role_id', 'form_values'])
    .where('runner_id', '=', runnerId)
    .where('state', '=', 'paid');
  if (eventId !== undefined) query = query.where('event_id', '=', eventId);
  const entries = await query.execute();
  return entries.flatMap((entry) => {
    const event = ctx.catalog.byId(entry.event_id);
    // A team member's ID number is where their role's form keeps it.
    const field = event && formOfRole(event, entry.role_id).nationalId?.field;
    const number = field ? entry.form_values[field] : undefined;
    if (!event?.results?.enabled || typeof number !== 'string') return [];
    return [{ event, hash: idHash(number) }];
  });
}

/**
 * The logged-in runner's results, newest race first: only results whose ID number is on one of
 * their own paid entries, so neither an event id nor an ID hash in the address shows anyone
 * else's. `idCard` (an ID hash, as in /score/{matchid}/{idcard}) narrows to one result.
 */
export async function listScores(
  ctx: AppContext,
  runnerId: number,
  filter: { matchID?: number; idCard?: string } & PageRequest,
  lang: Lang,
) {
  const own = (await ownHashes(ctx, runnerId, filter.matchID)).filter(
    ({ hash }) => filter.idCard === undefined || hash === filter.idCard.toLowerCase(),
  );
  if (own.length === 0) return { list: [] };
  const { offset, limit } = pageRange(filter);
  const rows = await ctx.db
    .selectFrom('result')
    .selectAll()
    .where((eb) =>
      eb.or(
        own.map(({ event, hash }) =>
          eb.and([eb('event_id', '=', event.id), eb('id_hash', '=', hash)]),
        ),
      ),
    )
    .execute();
  const events = new Map(own.map(({ event }) => [event.id, event]));
  return {
    list: rows
      .map((row) => {
        const event = events.get(row.event_id) as EventConfig;
        const course = event.results?.courses?.find((c) => c.ticket === row.course);
        const ticket = event.tickets.find((t) => t.id === row.course);
        const distanceKm = course?.distanceKm ?? 0;
        return {
          matchID: event.id,
          matchName: pickText(event.name, lang),
          raceDate: event.raceDate,
          idCard: row.id_hash,
          bib: row.bib,
          name: row.name ?? '',
          course: ticket ? pickText(ticket.name, lang) : String(row.course),
          distanceKm,
          netTime: formatRaceTime(row.net_seconds),
          gunTime: formatRaceTime(row.gun_seconds),
          pace: distanceKm > 0 ? formatPace(row.net_seconds, distanceKm) : '',
          splits: row.splits.map((split) => ({
            label: split.label,
            time: formatRaceTime(split.seconds),
          })),
          ranks: {
            overall: row.ranks.overall,
            gender: row.ranks.gender,
            ageGroup: row.ranks.ageGroup
              ? { ...row.ranks.ageGroup, group: row.age_group ?? '' }
              : null,
          },
          certificate: event.results?.certificate === true,
        };
      })
      .sort((a, b) => b.raceDate.localeCompare(a.raceDate))
      // Ordered by the race dates of the configs, so paged here; the rows read are only those of
      // the runner's own paid entries.
      .slice(offset, offset + limit),
  };
}
