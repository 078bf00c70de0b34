import { drawTrack, parseGpx } from '../../core/domain/results/track';
import type { AppContext } from '../context';
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
