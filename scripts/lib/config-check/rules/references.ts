import type { CheckContext, Rule } from '../context.ts';
import { field, isWholeNumber } from '../json.ts';
import type { LoadedConfig } from '../load.ts';
import type { Problem } from '../problem.ts';
import { didYouMean } from '../suggest.ts';

/** Events and editions named in other configs must exist, and an edition shows only its own events. */
export const references: Rule = ({ app, editions, events }: CheckContext) => {
  const prefixes = editions.map((edition) => edition.name);
  const eventsById = new Map<unknown, LoadedConfig>();
  for (const event of events) eventsById.set(field(event.value, 'id'), event);
  const problems: Problem[] = [];

  const edition = (config: LoadedConfig, pointer: string, value: unknown) => {
    if (typeof value !== 'string' || prefixes.includes(value)) return;
    problems.push({
      file: config.file,
      pointer,
      message: `there is no edition "${value}"; editions are the files in configs/editions: ${prefixes.join(', ')}${didYouMean(value, prefixes)}`,
    });
  };
  const event = (config: LoadedConfig, pointer: string, id: unknown, ownEdition?: string) => {
    if (!isWholeNumber(id)) return;
    const target = eventsById.get(id);
    if (!target) {
      problems.push({
        file: config.file,
        pointer,
        message: `no event has the id ${id}; write the id of an event in configs/events`,
      });
      return;
    }
    const targetEdition = field(target.value, 'edition');
    // An event of an edition that does not exist is reported on the event itself.
    const known = typeof targetEdition === 'string' && prefixes.includes(targetEdition);
    if (ownEdition !== undefined && known && targetEdition !== ownEdition) {
      problems.push({
        file: config.file,
        pointer,
        message: `event ${id} (${target.file}) belongs to the edition "${String(targetEdition)}", not "${ownEdition}"; choose an event of this edition`,
      });
    }
  };

  if (app) {
    event(app, '/defaultEventId', field(app.value, 'defaultEventId'));
    edition(app, '/defaultEdition', field(app.value, 'defaultEdition'));
  }
  for (const config of editions) {
    event(config, '/homeEventId', field(config.value, 'homeEventId'), config.name);
    const searchIds = field(config.value, 'search', 'eventIds');
    if (Array.isArray(searchIds)) {
      searchIds.forEach((id, index) => event(config, `/search/eventIds/${index}`, id, config.name));
    }
  }
  for (const config of events) edition(config, '/edition', field(config.value, 'edition'));
  return problems;
};
