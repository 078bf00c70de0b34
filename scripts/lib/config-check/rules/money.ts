import {
  CHANNEL_KEYS,
  CHANNEL_TABLE,
  channelCurrencies,
  type ChannelChoice,
} from '../../../../core/domain/channels.ts';
import {
  CURRENCIES,
  countryTypeOfCurrency,
  pricedCurrencies,
  type Currency,
} from '../../../../core/domain/currency.ts';
import { CountryType } from '../../../../core/domain/enums.ts';
import { CURRENCY_ALIASES, ISO_4217 } from '../../../../core/domain/iso4217.ts';
import type { CheckContext, Rule } from '../context.ts';
import { formLevels } from '../form-fields.ts';
import { field, isObject, objectItems } from '../json.ts';
import type { Finding } from '../messages.ts';
import { didYouMean } from '../suggest.ts';

/** The price key of a ticket for each currency, and what the runner is. */
const PRICE_KEY: Record<Currency, 'mainland' | 'foreign'> = { CNY: 'mainland', USD: 'foreign' };
const WHO: Record<Currency, string> = {
  CNY: 'runners from the Chinese mainland',
  USD: 'runners from outside the Chinese mainland',
};

const isChannelKey = (type: unknown): type is ChannelChoice['type'] =>
  typeof type === 'string' && (CHANNEL_KEYS as readonly string[]).includes(type);

/** The channels that can charge each currency, by the core channel table. */
function chargers(currency: Currency): string {
  return CHANNEL_KEYS.filter((key) => CHANNEL_TABLE[key].currencies.includes(currency))
    .map((key) => `"${key}"`)
    .join(', ');
}

/** Codes in a channel's `currencies`: ISO 4217, and one of the currencies sign-ups are priced in. */
function currencyCodeFindings(channels: unknown): Finding[] {
  return objectItems(channels).flatMap(([channel, index]) =>
    Array.isArray(channel.currencies)
      ? channel.currencies.flatMap((code, i): Finding[] => {
          const pointer = `/payment/channels/${index}/currencies/${i}`;
          if (typeof code !== 'string') return [];
          if (!ISO_4217.has(code)) {
            const alias = CURRENCY_ALIASES[code.toUpperCase()];
            const hint = alias ? `; write "${alias}"` : didYouMean(code, [...CURRENCIES]);
            return [{ pointer, message: `"${code}" is not an ISO 4217 currency code${hint}` }];
          }
          if (!(CURRENCIES as readonly string[]).includes(code)) {
            return [
              {
                pointer,
                message: `sign-ups are priced only in ${CURRENCIES.map((c) => `"${c}"`).join(' and ')}, so a channel never charges "${code}"; remove it`,
              },
            ];
          }
          const able = isChannelKey(channel.type) ? CHANNEL_TABLE[channel.type].currencies : [];
          if (isChannelKey(channel.type) && !able.includes(code as Currency)) {
            return [
              {
                pointer,
                message: `the channel "${channel.type}" cannot charge "${code}" (it charges ${able.map((c) => `"${c}"`).join(', ')}); channels that charge "${code}": ${chargers(code as Currency)}`,
              },
            ];
          }
          return [];
        })
      : [],
  );
}

/**
 * The currency rule holds for every race: the country field decides who pays the foreign price.
 * A race with foreign prices needs that field, a race with the field needs foreign prices, every
 * ticket has a price in each currency the race sells in and charges, and some channel charges
 * each currency the race prices in.
 */
export const money: Rule = ({ events }: CheckContext) =>
  events.flatMap((event) => {
    const tickets = objectItems(field(event.value, 'tickets'));
    const prices = tickets.flatMap(([ticket, index]) =>
      isObject(ticket.price) ? [{ ticket, index, price: ticket.price }] : [],
    );
    const country = formLevels(
      field(event.value, 'form', 'schema'),
      field(event.value, 'form', 'uiSchema'),
    )
      .flatMap((level) => level.fields)
      .find((f) => f.schema['x-role'] === 'country');
    const firstForeign = prices.find(({ price }) => price.foreign !== undefined);
    const findings: Finding[] = [];
    if (firstForeign && !country) {
      findings.push({
        pointer: `/tickets/${firstForeign.index}/price/foreign`,
        message:
          'this race prices foreign entrants, but its form cannot tell a runner\'s country, so nobody would ever pay this price; add a field with "x-role": "country" (ISO 3166-1 codes such as "CN", "HK", "US") to form.schema, or remove the "foreign" prices',
      });
    }
    if (country && !firstForeign && prices.length > 0) {
      findings.push({
        pointer: country.schemaPointer,
        message: `the form asks the country, but no ticket has a "foreign" price, so ${WHO.USD} could not be charged; add "foreign": <US cents> to each ticket's "price", or remove the field "${country.name}"`,
      });
    }
    const channels = objectItems(field(event.value, 'payment', 'channels')).flatMap(([channel]) =>
      isChannelKey(channel.type)
        ? [
            {
              type: channel.type,
              currencies: Array.isArray(channel.currencies)
                ? channel.currencies.filter((c): c is string => typeof c === 'string')
                : undefined,
            },
          ]
        : [],
    );
    const charged = new Set(channels.flatMap((channel) => channelCurrencies(channel)));
    const priced = pricedCurrencies(
      prices.map(({ price }) => ({
        price: {
          mainland: typeof price.mainland === 'number' ? price.mainland : 0,
          foreign: typeof price.foreign === 'number' ? price.foreign : undefined,
        },
      })),
    );
    // Foreign prices of a race that cannot tell the country are reported above, once.
    const sold = priced.filter((currency) => currency === 'CNY' || country !== undefined);
    for (const currency of sold) {
      const key = PRICE_KEY[currency];
      if (!charged.has(currency)) {
        findings.push({
          pointer: '/payment/channels',
          message: `tickets are priced in ${currency} ("${key}" prices), but no channel of this race can charge ${currency}, so ${WHO[currency]} could not pay; add a channel that charges ${currency}: ${chargers(currency)}`,
        });
        continue;
      }
      for (const { ticket, index, price } of prices) {
        if (price[key] !== undefined) continue;
        findings.push({
          pointer: `/tickets/${index}/price`,
          message: `the ticket ${JSON.stringify(ticket.id)} has no "${key}" price, although this race sells in ${currency} and its channels charge ${currency}: ${WHO[currency]} could not choose it; add "${key}": <${countryTypeOfCurrency(currency) === CountryType.FOREIGN ? 'US cents' : 'RMB cents'}>`,
        });
      }
    }
    findings.push(...currencyCodeFindings(field(event.value, 'payment', 'channels')));
    return findings.map((finding) => ({ file: event.file, ...finding }));
  });
