import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { isLocalizedText } from '../../core/form/localized.ts';
import { field, isObject, isWholeNumber, type JsonObject } from './config-check/json.ts';
import { kindOf, readConfigTree } from './config-check/load.ts';
import { PLACEHOLDER } from './config-check/rules/placeholders.ts';

/** What a new race may not reuse: the keys, event ids and ticket ids of every existing race. */
export interface TakenNames {
  keys: ReadonlySet<string>;
  eventIds: ReadonlySet<number>;
  ticketIds: ReadonlySet<number>;
}

export interface NewRaceOptions {
  key: string;
  edition: string;
  /** The sample race to start from; without it, the minimal template. */
  from?: JsonObject;
  /** The event id asked for; without it, the next free one. */
  id?: number;
  today: Date;
}

/** Refused: the message says what to change. */
export class NewRaceError extends Error {}

/** Lower-case letters and digits in parts joined by hyphens, as the file name and the URL use it. */
const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DAY = 24 * 60 * 60 * 1000;

/** Texts that describe one race in particular; a sample's form and ticket texts fit the new race as they are. */
const RACE_TEXTS = ['name', 'location', 'screens', 'gates', 'committee', 'pickup', 'outside'];

/** A date of the race's calendar, `days` after `today`, at a given hour in China time. */
function chinaTime(today: Date, days: number, hour: string): string {
  const date = new Date(today.getTime() + days * DAY).toISOString().slice(0, 10);
  return `${date}T${hour}+08:00`;
}

function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

const DATE_START = /^\d{4}-\d{2}-\d{2}(?=$|T)/;

/**
 * Every date of the sample (pickup days, refund windows, deadlines…) moved by `days`, so each
 * keeps its distance from race day; the time of day and its offset stay.
 */
function shiftDates(node: unknown, days: number): unknown {
  if (typeof node === 'string') {
    const date = DATE_START.exec(node)?.[0];
    return date ? shiftDate(date, days) + node.slice(date.length) : node;
  }
  if (Array.isArray(node)) return node.map((item) => shiftDates(item, days));
  if (isObject(node)) {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, shiftDates(v, days)]));
  }
  return node;
}

/**
 * Every reference to one of the sample's tickets (a `ticket`, `ticketId` or an item of `tickets`
 * anywhere in the config: number ranges, result courses, refundable tickets, roles) follows it to
 * its new id. Ids of other events' tickets are not in `ids` and stay.
 */
function renumberTicketRefs(node: unknown, ids: ReadonlyMap<number, number>, key = ''): unknown {
  const renumber = (value: unknown) =>
    isWholeNumber(value) && ids.has(value) ? ids.get(value) : value;
  if (Array.isArray(node)) {
    return node.map((item) =>
      /^tickets$/i.test(key) ? renumber(item) : renumberTicketRefs(item, ids),
    );
  }
  if (isObject(node)) {
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [
        k,
        /^ticket(id)?$/i.test(k) ? renumber(v) : renumberTicketRefs(v, ids, k),
      ]),
    );
  }
  return node;
}

/** A text of the sample marked as still to be written: the sample's words stay as a hint. */
function stub(value: unknown): unknown {
  if (isLocalizedText(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([language, text]) => [language, `${PLACEHOLDER} ${text}`]),
    );
  }
  if (Array.isArray(value)) return value.map(stub);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, stub(item)]));
}

/** The smallest race the checker accepts: one ticket, the sign-up button, one gate, three fields. */
function minimalRace(): JsonObject {
  const todo = (zh: string, en: string) => ({
    'zh-CN': `${PLACEHOLDER} ${zh}`,
    'en-US': `${PLACEHOLDER} ${en}`,
  });
  return {
    name: todo('赛事名称', 'race name'),
    location: todo('起点位置', 'where the race starts'),
    registration: { mode: 'first-come' },
    applyTypes: ['1'],
    tickets: [
      {
        id: 0,
        name: todo('项目名称', 'ticket name'),
        price: { mainland: 10000 },
        capacity: 1000,
      },
    ],
    screens: { index: { blocks: [{ type: 'applyButtons' }] } },
    gates: [
      {
        type: 'statement',
        title: { 'zh-CN': '参赛声明', 'en-US': 'Entry statement' },
        body: todo('<p>参赛声明正文</p>', '<p>the entry statement</p>'),
      },
    ],
    form: {
      schema: {
        type: 'object',
        required: ['ticket'],
        properties: {
          ticket: { type: 'integer', enum: [], 'x-role': 'ticket' },
          name: { $ref: 'fields:name' },
          phone: { $ref: 'fields:phone' },
        },
      },
      uiSchema: {
        'ui:order': ['ticket', 'name', 'phone'],
        ticket: {
          'ui:title': { 'zh-CN': '报名项目', 'en-US': 'Race' },
          'ui:widget': 'picker',
          'ui:enumNames': [todo('项目名称', 'ticket name')],
        },
      },
    },
    payment: { channels: [{ type: 'wallet' }] },
  };
}

/** The next number above every one taken. */
const nextFree = (taken: ReadonlySet<number>) => Math.max(0, ...taken) + 1;

/** Ticket ids are the event id followed by two digits (event 1001: 100101, 100102…), when free. */
function ticketIds(eventId: number, count: number, taken: ReadonlySet<number>): number[] {
  const ids: number[] = [];
  let candidate = eventId * 100 + 1;
  if ([...Array(count).keys()].some((i) => taken.has(candidate + i))) candidate = nextFree(taken);
  for (let i = 0; i < count; i++) ids.push(candidate + i);
  return ids;
}

/** The ticket field of the form offers the new ticket ids in place of the old ones. */
function renumberTicketField(form: unknown, ids: Map<number, number>, all: number[]): void {
  const properties = field(form, 'schema', 'properties');
  if (!isObject(properties)) return;
  for (const property of Object.values(properties)) {
    if (!isObject(property) || property['x-role'] !== 'ticket') continue;
    const old = Array.isArray(property.enum) ? property.enum : [];
    property.enum =
      old.length === 0 ? all : old.map((id) => (isWholeNumber(id) ? (ids.get(id) ?? id) : id));
  }
}

/**
 * A new race config: the sample's or the template's content with fresh ids, dates from `today`
 * (sign-up opens in a week, closes in two months, the race in three), the edition, and the texts
 * that describe a race marked with the placeholder, which the checker reports until written.
 */
export function newRace(options: NewRaceOptions, taken: TakenNames): JsonObject {
  const { key, edition, from, today } = options;
  if (!KEY.test(key)) {
    throw new NewRaceError(
      `the key "${key}" is not usable: write lower-case letters and digits joined by hyphens, like gz-marathon-2028`,
    );
  }
  if (taken.keys.has(key)) {
    throw new NewRaceError(
      `a race with the key "${key}" exists already (configs/events/${key}.json); choose another key`,
    );
  }
  if (options.id !== undefined && (!isWholeNumber(options.id) || options.id < 1)) {
    throw new NewRaceError(`the id ${options.id} is not usable: write a whole number above 0`);
  }
  if (options.id !== undefined && taken.eventIds.has(options.id)) {
    throw new NewRaceError(
      `the event id ${options.id} is used by another race; leave --id out to take the next free one (${nextFree(taken.eventIds)})`,
    );
  }
  const id = options.id ?? nextFree(taken.eventIds);
  const base = structuredClone(from ?? minimalRace());
  if (from) for (const name of RACE_TEXTS) if (name in base) base[name] = stub(base[name]);

  const tickets = Array.isArray(base.tickets) ? base.tickets.filter(isObject) : [];
  const ids = ticketIds(id, tickets.length, taken.ticketIds);
  const renumbered = new Map<number, number>();
  base.tickets = tickets.map((ticket, index) => {
    if (isWholeNumber(ticket.id)) renumbered.set(ticket.id, ids[index]);
    return { ...ticket, id: ids[index] };
  });
  renumberTicketField(base.form, renumbered, ids);

  const raceDate = chinaTime(today, 90, '07:30:00');
  const oldRaceDay = typeof base.raceDate === 'string' ? base.raceDate.slice(0, 10) : undefined;
  const shift = oldRaceDay
    ? Math.round((Date.parse(raceDate.slice(0, 10)) - Date.parse(oldRaceDay)) / DAY)
    : 0;
  const { tickets: newTickets, ...rest } = base;
  Object.assign(base, shiftDates(renumberTicketRefs(rest, renumbered), shift), {
    tickets: shiftDates(newTickets, shift),
  });
  const registration = isObject(base.registration) ? base.registration : {};
  registration.opens = chinaTime(today, 7, '10:00:00');
  registration.closes = chinaTime(today, 60, '18:00:00');
  if (isObject(registration.lottery))
    registration.lottery.drawAt = chinaTime(today, 67, '12:00:00');

  base.registration = registration;
  // The properties in the order every sample writes them.
  const race: JsonObject = {
    $schema: '../../schemas/event.schema.json',
    id,
    key,
    edition,
    name: base.name,
    location: base.location,
    raceDate,
  };
  for (const [name, value] of Object.entries(base)) if (!(name in race)) race[name] = value;
  return race;
}

/** The keys and ids of the races under `<root>/configs/events`. */
function takenNames(events: JsonObject[]): TakenNames {
  const ticketIds = events.flatMap((event) =>
    Array.isArray(event.tickets) ? event.tickets.map((ticket) => field(ticket, 'id')) : [],
  );
  return {
    keys: new Set(events.map((event) => event.key).filter((key) => typeof key === 'string')),
    eventIds: new Set(events.map((event) => event.id).filter(isWholeNumber)),
    ticketIds: new Set(ticketIds.filter(isWholeNumber)),
  };
}

/**
 * Writes `<root>/configs/events/<key>.json` for a new race, formatted as the project formats
 * JSON, and returns its path relative to `root` and its id. `from` names a sample race by key.
 */
export async function createRace(
  root: string,
  request: { key: string; from?: string; edition?: string; id?: number; today?: Date },
): Promise<{ file: string; id: number }> {
  const eventsDir = path.join(root, 'configs/events');
  const sources = readConfigTree(root).filter((source) => kindOf(source.file) === 'event');
  const events = sources.map((source) => JSON.parse(source.text) as JsonObject);
  const file = `configs/events/${request.key}.json`;
  if (existsSync(path.join(root, file))) {
    throw new NewRaceError(`${file} exists already; choose another key`);
  }
  let from: JsonObject | undefined;
  if (request.from !== undefined) {
    from = events.find((event) => event.key === request.from);
    if (!from) {
      const keys = events.map((event) => event.key).join(', ');
      throw new NewRaceError(
        `there is no race "${request.from}" to start from; races are: ${keys}`,
      );
    }
  }
  const edition = request.edition ?? (typeof from?.edition === 'string' ? from.edition : undefined);
  const editions = readdirSync(path.join(root, 'configs/editions'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));
  if (!edition || !editions.includes(edition)) {
    throw new NewRaceError(
      `${edition ? `there is no edition "${edition}"` : 'name the edition with --edition'}; editions are: ${editions.join(', ')}`,
    );
  }
  const race = newRace(
    { key: request.key, edition, from, id: request.id, today: request.today ?? new Date() },
    takenNames(events),
  );
  const target = path.join(eventsDir, `${request.key}.json`);
  const options = (await resolveConfig(target)) ?? {};
  writeFileSync(target, await format(JSON.stringify(race), { ...options, filepath: target }));
  return { file, id: race.id as number };
}
