import { fieldNames } from '../../core/form/schema/walk';
import type { AppContext } from '../context';
import { apiError } from '../http/errors';
import { pickText, type Lang } from '../i18n/index';

/** How many earlier entries a returning runner is offered to prefill from. */
const OFFERED = 5;

/**
 * The runner's paid entries to earlier races of the same series (the config's `series`), newest
 * race first, each with the values of the fields this race's form still has, to prefill it.
 */
export async function lastApplications(
  ctx: AppContext,
  runnerId: number,
  matchKey: string,
  lang: Lang,
) {
  const event = ctx.catalog.byRef(matchKey);
  if (!event) throw apiError('eventNotFound');
  const earlier = ctx.catalog.events.filter(
    (other) =>
      event.series !== undefined &&
      other.series === event.series &&
      new Date(other.raceDate) < new Date(event.raceDate),
  );
  if (earlier.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('application')
    .select(['id', 'event_id', 'form_values'])
    .where('runner_id', '=', runnerId)
    .where('state', '=', 'paid')
    .where(
      'event_id',
      'in',
      earlier.map((other) => other.id),
    )
    .execute();
  const fields = new Set(fieldNames(event.form.schema));
  const raceOf = new Map(earlier.map((other) => [other.id, other]));
  return rows
    .map((row) => {
      const race = raceOf.get(row.event_id)!;
      return {
        applicationID: row.id,
        matchEventID: race.id,
        matchName: pickText(race.name, lang),
        raceDate: race.raceDate,
        formValues: Object.fromEntries(
          Object.entries(row.form_values).filter(([name]) => fields.has(name)),
        ),
      };
    })
    .sort((a, b) => b.raceDate.localeCompare(a.raceDate) || b.applicationID - a.applicationID)
    .slice(0, OFFERED);
}
