import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { EventConfig } from '../events/catalog';
import { apiError } from '../http/errors';
import { pickText, type Lang } from '../i18n/index';

export type HeroKind = 'story' | 'report';

const LISTS: Record<HeroKind, 'stories' | 'reports'> = { story: 'stories', report: 'reports' };

/** Thumbs-up are stored under this key, so an item keeps its count while its text is edited. */
function itemKey(eventId: number, kind: HeroKind, itemId: number): string {
  return `${eventId}:${kind}:${itemId}`;
}

function itemsOf(event: EventConfig, kind: HeroKind) {
  return event.heroes?.[LISTS[kind]] ?? [];
}

/** The stories or reports of a race, with their thumbs-up counted from the database. */
export async function heroItems(ctx: AppContext, event: EventConfig, kind: HeroKind, lang: Lang) {
  const items = itemsOf(event, kind);
  const keys = items.map((item) => itemKey(event.id, kind, item.id));
  const counts = keys.length
    ? await ctx.db
        .selectFrom('hero_thumb')
        .select(['item_key', sql<number>`count(*)::int`.as('n')])
        .where('item_key', 'in', keys)
        .groupBy('item_key')
        .execute()
    : [];
  const countOf = new Map(counts.map((row) => [row.item_key, row.n]));
  return items.map((item, index) => ({
    id: item.id,
    kind,
    title: pickText(item.title, lang),
    body: pickText(item.body, lang),
    image: item.image ?? null,
    thumbs: countOf.get(keys[index]) ?? 0,
  }));
}

/**
 * One runner's thumbs-up: the primary key (item, runner) makes a repeated or parallel tap a
 * no-op, so the count is exact however many taps arrive together.
 */
export async function thumbsUp(
  ctx: AppContext,
  event: EventConfig,
  kind: HeroKind,
  itemId: number,
  runnerId: number,
) {
  if (!itemsOf(event, kind).some((item) => item.id === itemId)) throw apiError('heroItemNotFound');
  const key = itemKey(event.id, kind, itemId);
  const inserted = await ctx.db
    .insertInto('hero_thumb')
    .values({ item_key: key, runner_id: runnerId, created_at: ctx.now() })
    .onConflict((oc) => oc.columns(['item_key', 'runner_id']).doNothing())
    .returning('runner_id')
    .executeTakeFirst();
  const { n } = await ctx.db
    .selectFrom('hero_thumb')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('item_key', '=', key)
    .executeTakeFirstOrThrow();
  return { itemID: itemId, thumbs: n, counted: inserted !== undefined };
}
