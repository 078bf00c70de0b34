import type { CheckContext, Rule } from '../context.ts';
import { field, isObject, isWholeNumber, objectItems } from '../json.ts';
import { pointerOf, type Problem } from '../problem.ts';

/**
 * Results are matched to runners by the ID number of their entry and ranked per course, so the
 * courses must be the event's own tickets, each once, and the age groups must rise. A qualifying
 * result is looked up by the same ID number.
 */
export const resultSettings: Rule = ({ events }: CheckContext) =>
  events.flatMap((event) => {
    const problems: Problem[] = [];
    const form = field(event.value, 'form');
    if (
      isObject(field(event.value, 'qualification')) &&
      !(isObject(form) && isObject(form.nationalId))
    ) {
      problems.push({
        file: event.file,
        pointer: pointerOf('qualification'),
        message:
          'a qualifying result is found by the ID number of the entry; add form.nationalId naming the ID number field',
      });
    }
    const results = field(event.value, 'results');
    if (!isObject(results)) return problems;
    const tickets = objectItems(field(event.value, 'tickets')).map(([ticket]) => ticket.id);
    const seen = new Set<unknown>();
    for (const [course, c] of objectItems(results.courses)) {
      const pointer = pointerOf('results', 'courses', c, 'ticket');
      if (!tickets.includes(course.ticket)) {
        problems.push({
          file: event.file,
          pointer,
          message: `ticket ${String(course.ticket)} is not a ticket of this event; use one of ${tickets.join(', ')}`,
        });
      } else if (seen.has(course.ticket)) {
        problems.push({
          file: event.file,
          pointer,
          message: `ticket ${String(course.ticket)} is listed twice; give each course once`,
        });
      }
      seen.add(course.ticket);
    }
    const groups = Array.isArray(results.ageGroups) ? results.ageGroups : [];
    groups.forEach((start, i) => {
      if (i > 0 && isWholeNumber(start) && isWholeNumber(groups[i - 1]) && start <= groups[i - 1]) {
        problems.push({
          file: event.file,
          pointer: pointerOf('results', 'ageGroups', i),
          message: `${start} follows ${String(groups[i - 1])}; write the lower bounds in rising order`,
        });
      }
    });
    if (Array.isArray(results.courses) && !(isObject(form) && isObject(form.nationalId))) {
      problems.push({
        file: event.file,
        pointer: pointerOf('results', 'courses'),
        message:
          'results are matched to runners by the ID number of their entry; add form.nationalId naming the ID number field',
      });
    }
    return problems;
  });
