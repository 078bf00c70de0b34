import type { CheckContext, Rule } from '../context.ts';
import { field, objectItems } from '../json.ts';
import { pointerOf, type Problem } from '../problem.ts';

/** Values of `name` that repeat among `items`, each reported where it repeats. */
function repeats(
  file: string,
  list: string,
  items: [Record<string, unknown>, number][],
  name: string,
  why: string,
): Problem[] {
  const seen = new Map<unknown, number>();
  return items.flatMap(([item, index]) => {
    const value = item[name];
    if (value === undefined) return [];
    const first = seen.get(value);
    if (first === undefined) {
      seen.set(value, index);
      return [];
    }
    return [
      {
        file,
        pointer: pointerOf('faq', list, index, name),
        message: `${name} ${JSON.stringify(value)} is also used by /faq/${list}/${first}; ${why}`,
      },
    ];
  });
}

/**
 * The Q&A of a race: ids and keys of types and of questions are unique (they are addresses), a
 * question is under a type there is, and a page a type links from is a page the race has.
 */
export const faq: Rule = ({ events }: CheckContext) =>
  events.flatMap((config) => {
    const section = field(config.value, 'faq');
    if (section === undefined) return [];
    const types = objectItems(field(section, 'types'));
    const questions = objectItems(field(section, 'questions'));
    const file = config.file;
    const typeIds = new Set(types.map(([type]) => type.id));
    const gateTypes = new Set(objectItems(field(config.value, 'gates')).map(([gate]) => gate.type));
    const pageOwner = new Map<unknown, number>();
    const problems: Problem[] = [
      ...repeats(file, 'types', types, 'id', 'every question type needs its own id'),
      ...repeats(file, 'types', types, 'key', 'every question type needs its own key'),
      ...repeats(file, 'questions', questions, 'id', 'every question needs its own id'),
      ...repeats(file, 'questions', questions, 'key', 'every question needs its own key'),
    ];
    for (const [question, index] of questions) {
      if (question.typeId !== undefined && !typeIds.has(question.typeId)) {
        problems.push({
          file,
          pointer: pointerOf('faq', 'questions', index, 'typeId'),
          message: `typeId ${JSON.stringify(question.typeId)} is not the id of a type in /faq/types; the question would be listed nowhere`,
        });
      }
    }
    for (const [type, index] of types) {
      const pages = Array.isArray(type.pages) ? type.pages : [];
      pages.forEach((page, at) => {
        const pointer = pointerOf('faq', 'types', index, 'pages', at);
        if (page !== 'form' && !gateTypes.has(page)) {
          problems.push({
            file,
            pointer,
            message: `page ${JSON.stringify(page)} is not a gate of this race (see /gates); no page would link to these questions`,
          });
        }
        const owner = pageOwner.get(page);
        if (owner !== undefined) {
          problems.push({
            file,
            pointer,
            message: `page ${JSON.stringify(page)} already links to the type /faq/types/${owner}; a page links to one type`,
          });
        } else pageOwner.set(page, index);
      });
    }
    return problems;
  });
