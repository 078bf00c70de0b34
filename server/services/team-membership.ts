import type { Transaction } from 'kysely';
import type { DB } from '../db/types';
import { apiError } from '../http/errors';

/** One entry per runner and race: a runner in a team cannot also sign up alone or in another. */
export async function refuseTeamMember(
  trx: Transaction<DB>,
  eventId: number,
  runnerId: number,
): Promise<void> {
  const member = await trx
    .selectFrom('team_member as m')
    .innerJoin('team as t', 't.id', 'm.team_id')
    .select('t.name')
    .where('m.event_id', '=', eventId)
    .where('m.runner_id', '=', runnerId)
    .executeTakeFirst();
  if (member) throw apiError('alreadyInTeam', { team: member.name });
}
