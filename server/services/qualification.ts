import {
  qualification,
  type Finish,
  type QualificationRule,
  type QualificationVerdict,
} from '../../core/domain/results/qualification';
import type { AppContext } from '../context';
import type { Db } from '../db/types';
import type { EventConfig } from '../events/catalog';
import { apiError } from '../http/errors';
import { pickText, t, type Lang } from '../i18n/index';
import { parseJsonObject } from './form-values';
import { idHash } from './results';

/** The finishes in this system of the ID number on a sign-up form (form.nationalId). */
async function finishesOf(
  ctx: AppContext,
  db: Db,
  event: EventConfig,
  values: Record<string, unknown>,
): Promise<Finish[]> {
  const field = event.form.nationalId?.field;
  const idNumber = field ? values[field] : undefined;
  if (typeof idNumber !== 'string' || idNumber === '') return [];
  const rows = await db
    .selectFrom('result')
    .select(['event_id', 'course', 'net_seconds'])
    .where('id_hash', '=', idHash(idNumber))
    .execute();
  return rows.flatMap((row) => {
    const ran = ctx.catalog.byId(row.event_id);
    const course = ran?.results?.courses?.find((c) => c.ticket === row.course);
    return ran && course
      ? [{ netSeconds: row.net_seconds, distanceKm: course.distanceKm, raceDate: ran.raceDate }]
      : [];
  });
}

/** The verdict on a sign-up form for a race with a qualification; null when it asks for none. */
async function verdictOf(
  ctx: AppContext,
  db: Db,
  event: EventConfig,
  values: Record<string, unknown>,
) {
  const rule = event.qualification;
  if (!rule) return null;
  const finishes = await finishesOf(ctx, db, event, values);
  return { rule, verdict: qualification(finishes, rule, event.raceDate) };
}

/** What keeps a runner out, in words: the rule their closest finish fails. */
function gapText(
  lang: Lang,
  rule: QualificationRule,
  verdict: Extract<QualificationVerdict, { qualified: false }>,
): string {
  return t(lang, `qualification.gap.${verdict.gap}`, {
    distance: rule.minDistanceKm,
    months: rule.withinMonths,
    limit: rule.maxNetTime,
  });
}

/**
 * `hasQualify`: whether the ID number on a sign-up form has a qualifying result in this system for
 * the race, and if not the rule that failed and the requirement in words. The result that counted
 * is never named, so the answer tells nothing of someone else's races beyond this one rule.
 */
export async function hasQualify(
  ctx: AppContext,
  event: EventConfig,
  formValues: string,
  lang: Lang,
) {
  const found = await verdictOf(ctx, ctx.db, event, parseJsonObject(formValues, 'formValues'));
  if (!found) return { required: false, qualified: true, requirement: null, missing: null };
  const { rule, verdict } = found;
  return {
    required: true,
    qualified: verdict.qualified,
    requirement: pickText(rule.text, lang),
    missing: verdict.qualified ? null : gapText(lang, rule, verdict),
  };
}

/**
 * `apply` and `updateApplication` refuse a runner without a qualifying result, with the same
 * verdict as `hasQualify`; `db` is the caller's transaction when it holds one.
 */
export async function refuseUnlessQualified(
  ctx: AppContext,
  event: EventConfig,
  values: Record<string, unknown>,
  db: Db = ctx.db,
): Promise<void> {
  const params = await refusalOf(ctx, db, event, values);
  if (params) throw apiError('notQualified', params);
}

/** Every person of a group qualifies, or the first who does not is named by their number. */
export async function refuseUnlessEachQualified(
  ctx: AppContext,
  event: EventConfig,
  people: Record<string, unknown>[],
  db: Db = ctx.db,
): Promise<void> {
  for (const [index, values] of people.entries()) {
    const params = await refusalOf(ctx, db, event, values);
    if (params) {
      throw apiError('groupMemberNotQualified', (lang) => ({ member: index + 1, ...params(lang) }));
    }
  }
}

/** What a runner who does not qualify is told (the rule's gap and what would qualify), or null. */
async function refusalOf(
  ctx: AppContext,
  db: Db,
  event: EventConfig,
  values: Record<string, unknown>,
) {
  const found = await verdictOf(ctx, db, event, values);
  if (!found || found.verdict.qualified) return null;
  const { rule, verdict } = found;
  return (lang: Lang) => ({
    gap: gapText(lang, rule, verdict),
    requirement: pickText(rule.text, lang),
  });
}
