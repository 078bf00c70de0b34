import { sql, type Transaction } from 'kysely';
import { currencyOf } from '../../core/domain/currency';
import type { CountryType } from '../../core/domain/enums';
import {
  priceExtras,
  type ExtraKind,
  type ExtraLine,
  type ExtrasChoice,
} from '../../core/domain/extras';
import { formatInCurrency } from '../../core/domain/money';
import type { DB, Db } from '../db/types';
import type { EventConfig } from '../events/catalog';
import { apiError } from '../http/errors';
import { pickText, type Lang } from '../i18n/index';
import { giveExtrasBack } from './extra-stock';
import { expireLapsedOrders } from './held-places';
import { currencyName } from './pricing';

export type StoredExtra = Pick<ExtraLine, 'kind' | 'id' | 'quantity' | 'unitPrice' | 'amount'>;

/** The add-on or charity partner of a line, for its name in messages and views. */
export function itemOf(event: EventConfig, kind: ExtraKind, id: string) {
  return kind === 'addon'
    ? event.addons?.find((addon) => addon.id === id)
    : event.charity?.partners.find((partner) => partner.id === id);
}

/**
 * Prices a choice of add-ons and donation for the order's tickets and country type by the core's
 * one rule, or refuses it with the reason in the runner's words.
 */
export function priceChoice(
  event: EventConfig,
  ticketIds: readonly number[],
  countryType: CountryType,
  choice: ExtrasChoice,
) {
  const result = priceExtras(event, ticketIds, countryType, choice);
  if (result.ok) return result;
  const name = (lang: Lang) => pickText(itemOf(event, 'addon', result.id)?.name, lang);
  const anyName = (lang: Lang) =>
    pickText(
      (itemOf(event, 'addon', result.id) ?? itemOf(event, 'donation', result.id))?.name,
      lang,
    );
  switch (result.reason) {
    case 'unknownAddon':
      throw apiError('addonNotFound', { id: result.id });
    case 'unknownCharity':
      throw apiError('charityNotFound', { id: result.id });
    case 'addonNotForTicket':
      throw apiError('addonNotForTicket', (lang) => ({ name: name(lang) }));
    case 'overLimit':
      throw apiError('extraOverLimit', (lang) => ({ name: name(lang), limit: result.limit }));
    case 'notInCurrency':
      throw apiError('extraNotInCurrency', (lang) => ({
        name: anyName(lang),
        currency: currencyName(lang, currencyOf(countryType)),
      }));
    case 'donationTooSmall':
      throw apiError('donationTooSmall', (lang) => ({
        name: anyName(lang),
        minimum: formatInCurrency(result.minimum, currencyOf(countryType)),
      }));
  }
}

/** The order's stored add-on and donation lines, add-ons first, each in config order. */
export async function storedExtras(db: Db, applicationId: number): Promise<StoredExtra[]> {
  const rows = await db
    .selectFrom('application_extra')
    .select(['kind', 'item_id', 'quantity', 'unit_price', 'amount'])
    .where('application_id', '=', applicationId)
    .orderBy('kind')
    .orderBy('item_id')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    id: row.item_id,
    quantity: row.quantity,
    unitPrice: row.unit_price,
    amount: row.amount,
  }));
}

/**
 * Takes stock for each line by one conditional update, or fails the transaction: concurrent
 * runners for the last unit of an add-on or the last charity place get exactly one success.
 */
async function takeStock(
  trx: Transaction<DB>,
  event: EventConfig,
  lines: readonly StoredExtra[],
  now: Date,
): Promise<void> {
  // A fixed order keeps two runners taking the same two items from deadlocking each other.
  const sorted = [...lines].sort((a, b) => `${a.kind}/${a.id}`.localeCompare(`${b.kind}/${b.id}`));
  const take = async (line: StoredExtra) =>
    (await trx
      .updateTable('extra_stock')
      .set((eb) => ({ sold: eb('sold', '+', line.quantity) }))
      .where('event_id', '=', event.id)
      .where('kind', '=', line.kind)
      .where('item_id', '=', line.id)
      .where(sql<boolean>`sold + ${line.quantity} <= capacity`)
      .returning('item_id')
      .executeTakeFirst()) !== undefined;
  for (const line of sorted) {
    if (await take(line)) continue;
    // Units held by orders that expired unpaid go back first; then the last one is tried again.
    if ((await expireLapsedOrders(trx, { eventId: event.id }, now)) > 0 && (await take(line))) {
      continue;
    }
    const name = (lang: Lang) => pickText(itemOf(event, line.kind, line.id)?.name, lang);
    throw apiError(line.kind === 'addon' ? 'addonSoldOut' : 'charityFull', (lang) => ({
      name: name(lang),
    }));
  }
}

/**
 * Replaces an order's add-on and donation lines inside the caller's transaction: the stock the
 * old lines held goes back, the new lines take theirs, and the order amount becomes the tickets'
 * amount plus the new lines. Returns the change of the amount.
 */
export async function replaceExtras(
  trx: Transaction<DB>,
  event: EventConfig,
  applicationId: number,
  lines: readonly StoredExtra[],
  now: Date,
): Promise<number> {
  const before = await storedExtras(trx, applicationId);
  await giveExtrasBack(trx, applicationId);
  await trx.deleteFrom('application_extra').where('application_id', '=', applicationId).execute();
  await takeStock(trx, event, lines, now);
  if (lines.length > 0) {
    await trx
      .insertInto('application_extra')
      .values(
        lines.map((line) => ({
          application_id: applicationId,
          kind: line.kind,
          item_id: line.id,
          quantity: line.quantity,
          unit_price: line.unitPrice,
          amount: line.amount,
        })),
      )
      .execute();
  }
  return sumOf(lines) - sumOf(before);
}

export const sumOf = (lines: readonly { amount: number }[]) =>
  lines.reduce((sum, line) => sum + line.amount, 0);
