import { qualifies } from '../../core/domain/results/qualification';
import type { AppContext } from '../context';
import type { EventConfig } from '../events/catalog';
import { pickText, type Lang } from '../i18n/index';
import { parseJsonObject } from './form-values';
import { idHash } from './results';

/**
 * Whether the ID number on a sign-up form has a qualifying result in this system for the race
 * (its `qualification`). Only yes or no and the requirement in words come back, never which
 * result counted, so the answer tells nothing about someone else's races.
 */
export async function hasQualify(
  ctx: AppContext,
  event: EventConfig,
  formValues: string,
  lang: Lang,
) {
  const rule = event.qualification;
  if (!rule) return { required: false, qualified: true, requirement: null };
  const values = parseJsonObject(formValues, 'formValues');
  const field = event.form.nationalId?.field;
  const idNumber = field ? values[field] : undefined;
  const answer = (qualified: boolean) => ({
    required: true,
    qualified,
    requirement: pickText(rule.text, lang),
  });
  if (typeof idNumber !== 'string' || idNumber === '') return answer(false);
  const rows = await ctx.db
    .selectFrom('result')
    .select(['event_id', 'course', 'net_seconds'])
    .where('id_hash', '=', idHash(idNumber))
    .execute();
  return answer(
    rows.some((row) => {
      const ran = ctx.catalog.byId(row.event_id);
      const course = ran?.results?.courses?.find((c) => c.ticket === row.course);
      return (
        ran !== undefined &&
        course !== undefined &&
        qualifies(
          { netSeconds: row.net_seconds, distanceKm: course.distanceKm, raceDate: ran.raceDate },
          rule,
          event.raceDate,
        )
      );
    }),
  );
}
