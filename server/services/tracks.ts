import { drawTrack, parseGpx } from '../../core/domain/results/track';
import type { AppContext } from '../context';
import type { Db } from '../db/types';
import { apiError } from '../http/errors';
import { ownHashes } from './results';

/**
 * The route of one of the runner's own results, drawn from its GPS track; 404 when the result is
 * not theirs or has no usable track, so no one else's route can be read.
 */
export async function resultTrack(
  ctx: AppContext,
  runnerId: number,
  matchId: number,
  idCard: string,
) {
  const own = (await ownHashes(ctx, runnerId, matchId)).find(
    ({ hash }) => hash === idCard.toLowerCase(),
  );
  if (!own) throw apiError('trackNotFound');
  const track = await ctx.db
    .selectFrom('result as r')
    .innerJoin('result_track as t', 't.result_id', 'r.id')
    .select('t.gpx')
    .where('r.event_id', '=', matchId)
    .where('r.id_hash', '=', own.hash)
    .executeTakeFirst();
  const drawing = track ? drawTrack(parseGpx(track.gpx)) : null;
  if (!drawing) throw apiError('trackNotFound');
  return drawing;
}

/**
 * Attaches a checked GPS track to the result with race number `bib`, replacing any track it had.
 * Returns false when the race has no result with that number.
 */
export async function attachTrack(
  db: Db,
  eventId: number,
  bib: string,
  gpx: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .selectFrom('result')
    .select('id')
    .where('event_id', '=', eventId)
    .where('bib', '=', bib)
    .executeTakeFirst();
  if (!result) return false;
  await db
    .insertInto('result_track')
    .values({ result_id: result.id, gpx, attached_at: now })
    .onConflict((oc) => oc.column('result_id').doUpdateSet({ gpx, attached_at: now }))
    .execute();
  return true;
}
