import type { CheckContext, Rule } from '../context.ts';
import { isObject } from '../json.ts';
import type { Finding } from '../messages.ts';
import { pointerOf } from '../problem.ts';

/** What `npm run config:new` puts before every text the new race still has to write. */
export const PLACEHOLDER = 'TODO:';

function placeholders(value: unknown, pointer: string): Finding[] {
  if (typeof value === 'string') {
    return value.includes(PLACEHOLDER)
      ? [
          {
            pointer,
            message: `this text is still a placeholder from npm run config:new; write the race's own text in place of "${PLACEHOLDER} …"`,
          },
        ]
      : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => placeholders(item, `${pointer}/${index}`));
  }
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    placeholders(item, `${pointer}${pointerOf(key)}`),
  );
}

/** A scaffolded race is not ready until every stubbed text is written, in both languages. */
export const noPlaceholders: Rule = ({ events }: CheckContext) =>
  events.flatMap((event) =>
    placeholders(event.value, '').map((finding) => ({ file: event.file, ...finding })),
  );
