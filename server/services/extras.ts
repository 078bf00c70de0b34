import { addonsFor, choiceOf, type ExtraKind, type ExtrasChoice } from '../../core/domain/extras';
import { priceFor, type Currency } from '../../core/domain/currency';
import type { CountryType } from '../../core/domain/enums';
import type { AppContext } from '../context';
import type { Db } from '../db/types';
import type { EventConfig } from '../events/catalog';
import { apiError } from '../http/errors';
import { pickText, t, type Lang } from '../i18n/index';
import { eventOrThrow, lockOwned, ownedApplicationAndEvent } from './applications';
import { expireLapsedBeforeCounting } from './held-places';
import { actionsFor } from './order-state';
import { itemOf, priceChoice, replaceExtras, storedExtras } from './order-extras';

async function ticketIdsOf(db: Db, applicationId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('application_ticket')
    .select('ticket_id')
    .where('application_id', '=', applicationId)
    .execute();
  return rows.map((row) => row.ticket_id);
}

/**
 * Changes one part of the order's choice (its add-ons, or its donation), before payment only;
 * the server prices it and stores the new amount with the lines in one transaction.
 */
export async function changeExtras(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
  change: (current: ExtrasChoice) => ExtrasChoice,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockOwned(trx, runnerId, applicationId);
    if (!actionsFor(row, ctx.now()).canEdit) throw apiError('extrasClosed');
    const event = eventOrThrow(ctx, row.event_id);
    const current = await storedExtras(trx, row.id);
    const choice = change(choiceOf(current));
    const tickets = await ticketIdsOf(trx, row.id);
    const { lines } = priceChoice(event, tickets, row.country_type as CountryType, choice);
    const delta = await replaceExtras(trx, event, row.id, lines, ctx.now());
    await trx
      .updateTable('application')
      .set({
        amount: row.amount + delta,
        original_amount: row.original_amount + delta,
        updated_at: ctx.now(),
      })
      .where('id', '=', row.id)
      .execute();
  });
}

/** Units or places left of each of the event's stocks, by kind and id. */
async function stockLeft(db: Db, eventId: number, kind: ExtraKind, now: Date) {
  // Units held by orders that expired unpaid are not counted as sold.
  await expireLapsedBeforeCounting(db, eventId, now);
  const rows = await db
    .selectFrom('extra_stock')
    .select(['item_id', 'capacity', 'sold'])
    .where('event_id', '=', eventId)
    .where('kind', '=', kind)
    .execute();
  return new Map(rows.map((row) => [row.item_id, Math.max(0, row.capacity - row.sold)]));
}

/** listPackageByType: the add-ons the order's tickets may buy, priced in the order's currency. */
export async function offeredAddons(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
  type: string | undefined,
  lang: Lang,
) {
  const { row, event } = await ownedApplicationAndEvent(ctx, runnerId, applicationId);
  const [tickets, left, current] = await Promise.all([
    ticketIdsOf(ctx.db, row.id),
    stockLeft(ctx.db, event.id, 'addon', ctx.now()),
    storedExtras(ctx.db, row.id),
  ]);
  const countryType = row.country_type as CountryType;
  const items = addonsFor(event, tickets)
    .filter((addon) => type === undefined || addon.type === type)
    .flatMap((addon) => {
      const price = priceFor(addon.price, countryType);
      if (price === undefined) return [];
      return [
        {
          id: addon.id,
          type: addon.type,
          name: pickText(addon.name, lang),
          description: addon.description ? pickText(addon.description, lang) : null,
          price,
          left: left.get(addon.id) ?? 0,
          perRunner: addon.perRunner,
          quantity:
            current.find((line) => line.kind === 'addon' && line.id === addon.id)?.quantity ?? 0,
        },
      ];
    });
  return {
    applicationID: row.id,
    currency: row.currency,
    canChange: actionsFor(row, ctx.now()).canEdit,
    items,
  };
}

/** listsCommonweal: the race's charity partners, minimum donations in the order's currency. */
export async function charityPartners(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
  lang: Lang,
) {
  const { row, event } = await ownedApplicationAndEvent(ctx, runnerId, applicationId);
  const [left, current] = await Promise.all([
    stockLeft(ctx.db, event.id, 'donation', ctx.now()),
    storedExtras(ctx.db, row.id),
  ]);
  const chosen = current.find((line) => line.kind === 'donation');
  return {
    applicationID: row.id,
    currency: row.currency,
    canChange: actionsFor(row, ctx.now()).canEdit,
    partners: (event.charity?.partners ?? []).flatMap((partner) => {
      const minDonation = priceFor(partner.minDonation, row.country_type as CountryType);
      if (minDonation === undefined) return [];
      return [
        {
          id: partner.id,
          name: pickText(partner.name, lang),
          description: partner.description ? pickText(partner.description, lang) : null,
          minDonation,
          placesLeft: left.get(partner.id) ?? 0,
        },
      ];
    }),
    selected: chosen ? { id: chosen.id, donation: chosen.amount } : null,
  };
}

/**
 * The order's line items, every amount from the stored order: its tickets at the price stored
 * with them, its add-on and donation lines, the bean discount, and the channel fee once paid.
 * They add up to `total`, what the runner pays (or paid).
 */
export async function orderItems(
  db: Db,
  event: EventConfig,
  row: { id: number; amount: number; original_amount: number; fee: number; currency: Currency },
  lang: Lang,
) {
  const [tickets, extras] = await Promise.all([
    db
      .selectFrom('application_ticket as at')
      .innerJoin('ticket as t', 't.id', 'at.ticket_id')
      .select(['at.ticket_id', 'at.price', 't.name'])
      .where('at.application_id', '=', row.id)
      .orderBy('t.position')
      .execute(),
    storedExtras(db, row.id),
  ]);
  const discount = row.original_amount - row.amount;
  const single = (kind: 'discount' | 'fee', name: string, amount: number) => ({
    kind,
    id: null,
    name,
    quantity: 1,
    unitPrice: amount,
    amount,
  });
  const items = [
    ...tickets.map((ticket) => ({
      kind: 'ticket' as const,
      id: String(ticket.ticket_id),
      name: pickText(ticket.name, lang),
      quantity: 1,
      unitPrice: ticket.price,
      amount: ticket.price,
    })),
    ...extras.map((line) => ({
      ...line,
      name: pickText(itemOf(event, line.kind, line.id)?.name, lang),
    })),
    ...(discount > 0 ? [single('discount', t(lang, 'items.discount'), -discount)] : []),
    ...(row.fee > 0 ? [single('fee', t(lang, 'items.fee'), row.fee)] : []),
  ];
  return {
    applicationID: row.id,
    currency: row.currency,
    items,
    amount: row.amount,
    total: row.amount + row.fee,
  };
}

/** The `packages` field of selectPackage: JSON text of a list of `{ id, quantity }`. */
export function parseAddonChoice(text: string): ExtrasChoice['addons'] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw apiError('invalidJson', { field: 'packages' });
  }
  const valid =
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { id?: unknown }).id === 'string' &&
        Number.isSafeInteger((item as { quantity?: unknown }).quantity) &&
        (item as { quantity: number }).quantity >= 0,
    );
  if (!valid) throw apiError('badParameter', { field: 'packages' });
  return (value as { id: string; quantity: number }[]).map(({ id, quantity }) => ({
    id,
    quantity,
  }));
}
