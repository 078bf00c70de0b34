import type { Expression, Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types';
import { apiError } from '../http/errors';

/** One entry per runner and race: a runner in a team cannot also sign up alone or in another. */
export async function refuseTeamMember(
  trx: Transaction<DB>,
  eventId: number,
  runnerId: number,
): Promise<void> {
  const member = await teamOfRunner(trx, eventId, runnerId).executeTakeFirst();
  refuseTeamName(member?.name ?? null);
}

/** The name of the runner's team in the race, as a query (a subquery of a larger look). */
export function teamOfRunner(
  db: Kysely<DB>,
  eventId: number | Expression<number>,
  runnerId: number | Expression<number>,
) {
  return db
    .selectFrom('team_member as m')
    .innerJoin('team as t', 't.id', 'm.team_id')
    .select('t.name')
    .where('m.event_id', '=', eventId)
    .where('m.runner_id', '=', runnerId)
    .limit(1);
}

/** Refuses a runner already in a team of the race. */
export function refuseTeamName(team: string | null): void {
  if (team !== null) throw apiError('alreadyInTeam', { team });
}
