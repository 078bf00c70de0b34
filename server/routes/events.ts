import type { EventConfig } from '../events/catalog';
import { Stage } from '../events/enums';
import { remainingByEvent, ticketStock } from '../events/seed';
import { computeStage } from '../events/stage';
import { responseSchema, type ApiTypeProvider } from '../http/api-route';
import { REVALIDATE } from '../http/delivery';
import { apiError } from '../http/errors';
import { localizeTree, pickText, type Lang } from '../i18n/index';
import { eventOrThrow } from '../services/applications';
import { channelView } from '../services/payments';
import { parseTicketIds, priceOrder } from '../services/pricing';
import { takesWithdrawals } from '../services/withdrawals';
import type { Area } from './types';

/** A config date-time as the API writes it (UTC ISO 8601); null for an optional one left out. */
function iso(date: string): string;
function iso(date: string | undefined): string | null;
function iso(date: string | undefined): string | null {
  return date === undefined ? null : new Date(date).toISOString();
}

/** The form for one language: the schema as written, uiSchema texts picked for `lang`. */
export function localizedForm(event: EventConfig, lang: Lang) {
  return { schema: event.form.schema, uiSchema: localizeTree(event.form.uiSchema, lang) };
}

export const eventRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/getMachConfigByMatchEventID',
    handler: async ({ input, lang }) => {
      const event = eventOrThrow(ctx, input.matchEventID);
      return {
        matchEventID: event.id,
        key: event.key,
        edition: event.edition,
        name: pickText(event.name, lang),
        mustCn: event.mustCn === true,
        applyTypes: event.applyTypes,
        roleIDs: (event.roles ?? []).map((role) => role.id),
        registration: {
          mode: event.registration.mode,
          opens: iso(event.registration.opens),
          closes: iso(event.registration.closes),
          stage: event.registration.stage ?? null,
          drawAt: iso(event.registration.lottery?.drawAt),
          payWithinHours: event.registration.lottery?.payWithinHours ?? null,
        },
        payment: {
          channels: event.payment.channels.map(channelView),
          webMessagingPay: event.payment.webMessagingPay === true,
        },
        outside: event.outside
          ? {
              url: event.outside.url,
              label: pickText(event.outside.label, lang),
              replacesSignUp: event.outside.replacesSignUp === true,
            }
          : null,
        staticFieldsFile: event.form.staticFieldsFile === true,
      };
    },
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/detailSimple',
    handler: async ({ input, lang }) => {
      const event = eventOrThrow(ctx, input.matchEventID);
      const now = ctx.now();
      const stock = await ticketStock(ctx.db, event.id, now);
      const remaining = stock.reduce((sum, ticket) => sum + ticket.remaining, 0);
      const stage = computeStage(event, remaining, now);
      return {
        matchEventID: event.id,
        key: event.key,
        name: pickText(event.name, lang),
        location: pickText(event.location, lang),
        raceDate: iso(event.raceDate),
        mode: event.registration.mode,
        opens: iso(event.registration.opens),
        closes: iso(event.registration.closes),
        drawAt: iso(event.registration.lottery?.drawAt),
        matchEventStage: stage,
        isOpen: stage === Stage.ON ? 1 : 0,
        capacity: stock.reduce((sum, ticket) => sum + ticket.capacity, 0),
        remaining,
        serverTime: now.toISOString(),
        tickets: event.tickets.flatMap((ticket) => {
          const row = stock.find((candidate) => candidate.id === ticket.id);
          return row
            ? [
                {
                  id: ticket.id,
                  name: pickText(ticket.name, lang),
                  price: ticket.price,
                  capacity: row.capacity,
                  remaining: row.remaining,
                },
              ]
            : [];
        }),
      };
    },
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/detailFields',
    handler: async ({ input, lang }) => localizedForm(eventOrThrow(ctx, input.matchEventID), lang),
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'match/getMatchEventKV',
    handler: async ({ lang }) =>
      ctx.catalog.events.map((event) => ({ key: event.id, value: pickText(event.name, lang) })),
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'match/listsMatch',
    handler: async ({ input, lang }) => {
      const now = ctx.now();
      const remaining = await remainingByEvent(ctx.db, now);
      return ctx.catalog.events
        .map((event) => ({ event, stage: computeStage(event, remaining.get(event.id) ?? 0, now) }))
        .filter(
          ({ event, stage }) =>
            input.openWithdraw !== 1 ||
            (([Stage.ON, Stage.FULL, Stage.OVER] as number[]).includes(stage) &&
              takesWithdrawals(event, now)),
        )
        .map(({ event, stage }) => ({
          isOpen: stage === Stage.ON ? 1 : 0,
          id: event.id,
          name: pickText(event.name, lang),
        }));
    },
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'matchH5/calcExpense',
    handler: async ({ input, lang }) => {
      const event = eventOrThrow(ctx, input.matchEventID);
      // The very function that prices the order at apply, so the quote is what will be stored.
      const price = priceOrder(
        event,
        parseTicketIds(input.ticketDefIDs),
        input.countryType,
        input.MBeansNum,
      );
      return {
        ...price,
        items: price.items.map((item) => ({ ...item, name: pickText(item.name, lang) })),
      };
    },
  });

  // A static file, so its answer is the response itself, without the `{ data }` envelope.
  app.withTypeProvider<ApiTypeProvider>().get<{ Params: { file: string } }>('/fields/:file', {
    schema: { response: { 200: responseSchema('fields/staticFields') } },
    handler: async (req, reply) => {
      const match = /^(\d+)_(zh-CN|en-US)_h5\.json$/.exec(req.params.file);
      const event = match ? ctx.catalog.byId(Number(match[1])) : undefined;
      if (!match || event?.form.staticFieldsFile !== true) throw apiError('fieldsNotFound');
      reply.header('cache-control', REVALIDATE);
      return localizedForm(event, match[2] as Lang);
    },
  });

  app.api(bases.b, {
    method: 'GET',
    path: 'match/getMatchID',
    handler: async ({ input }) => {
      const event = ctx.catalog.events.find((candidate) => candidate.key === input.mkey);
      if (!event) throw apiError('eventNotFound');
      return { matchEventID: event.id };
    },
  });
};
