import { priceFor, type TicketPrices } from '../currency';
import type { CountryType } from '../enums';

/** An add-on of a race's config (`addons`): its price per currency, stock and limits. */
export interface AddonDef<Name = unknown> {
  id: string;
  type: string;
  name: Name;
  price: TicketPrices;
  stock: number;
  perRunner: number;
  /** The tickets whose runners may buy it; every ticket when absent. */
  tickets?: number[];
}

/** A charity partner of a race's config (`charity.partners`). */
export interface CharityDef<Name = unknown> {
  id: string;
  name: Name;
  places: number;
  minDonation: TicketPrices;
}

export interface ExtrasConfig<Name = unknown> {
  addons?: AddonDef<Name>[];
  charity?: { partners: CharityDef<Name>[] };
}

/** What the runner picked besides the tickets: add-on quantities and at most one donation. */
export interface ExtrasChoice {
  addons: { id: string; quantity: number }[];
  charity: { id: string; donation: number } | null;
}

export type ExtraKind = 'addon' | 'donation';

/** One priced line of an order besides its tickets, in cents of the order's currency. */
export interface ExtraLine<Name = unknown> {
  kind: ExtraKind;
  id: string;
  name: Name;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export type ExtrasRefusal =
  | { reason: 'unknownAddon'; id: string }
  | { reason: 'addonNotForTicket'; id: string }
  | { reason: 'overLimit'; id: string; limit: number }
  | { reason: 'notInCurrency'; id: string }
  | { reason: 'unknownCharity'; id: string }
  | { reason: 'donationTooSmall'; id: string; minimum: number };

export const NO_EXTRAS: ExtrasChoice = { addons: [], charity: null };

/** The add-ons a runner holding these tickets may buy, in config order. */
export function addonsFor<Addon extends AddonDef>(
  config: { addons?: Addon[] },
  ticketIds: readonly number[],
): Addon[] {
  return (config.addons ?? []).filter(
    (addon) => !addon.tickets || addon.tickets.some((id) => ticketIds.includes(id)),
  );
}

/**
 * Prices the add-ons and donation of a choice for the runner's tickets and country type: the one
 * computation behind the amounts shown before paying and the amount the order stores. Quantities
 * of zero are dropped; an add-on listed twice counts once with its last quantity.
 */
export function priceExtras<Name>(
  config: ExtrasConfig<Name>,
  ticketIds: readonly number[],
  countryType: CountryType,
  choice: ExtrasChoice,
): { ok: true; lines: ExtraLine<Name>[]; total: number } | ({ ok: false } & ExtrasRefusal) {
  const lines: ExtraLine<Name>[] = [];
  const quantities = new Map(choice.addons.map((item) => [item.id, item.quantity]));
  for (const [id, quantity] of quantities) {
    if (quantity === 0) continue;
    const addon = config.addons?.find((candidate) => candidate.id === id);
    if (!addon) return { ok: false, reason: 'unknownAddon', id };
    if (!addonsFor(config, ticketIds).includes(addon)) {
      return { ok: false, reason: 'addonNotForTicket', id };
    }
    if (quantity > addon.perRunner) {
      return { ok: false, reason: 'overLimit', id, limit: addon.perRunner };
    }
    const unitPrice = priceFor(addon.price, countryType);
    if (unitPrice === undefined) return { ok: false, reason: 'notInCurrency', id };
    lines.push({
      kind: 'addon',
      id,
      name: addon.name,
      quantity,
      unitPrice,
      amount: unitPrice * quantity,
    });
  }
  if (choice.charity) {
    const { id, donation } = choice.charity;
    const partner = config.charity?.partners.find((candidate) => candidate.id === id);
    if (!partner) return { ok: false, reason: 'unknownCharity', id };
    const minimum = priceFor(partner.minDonation, countryType);
    if (minimum === undefined) return { ok: false, reason: 'notInCurrency', id };
    if (donation < minimum) return { ok: false, reason: 'donationTooSmall', id, minimum };
    lines.push({
      kind: 'donation',
      id,
      name: partner.name,
      quantity: 1,
      unitPrice: donation,
      amount: donation,
    });
  }
  return { ok: true, lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}

/** The choice an order's stored lines stand for, to price them again after an edit. */
export function choiceOf(lines: readonly Pick<ExtraLine, 'kind' | 'id' | 'quantity' | 'amount'>[]) {
  const donation = lines.find((line) => line.kind === 'donation');
  return {
    addons: lines
      .filter((line) => line.kind === 'addon')
      .map((line) => ({ id: line.id, quantity: line.quantity })),
    charity: donation ? { id: donation.id, donation: donation.amount } : null,
  } satisfies ExtrasChoice;
}
