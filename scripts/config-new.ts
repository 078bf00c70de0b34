/**
 * `npm run config:new -- <key> [--from <sample key>] [--edition <prefix>] [--id <number>]`: writes
 * configs/events/<key>.json for a new race, from a sample race or the minimal template, with fresh
 * ids, dates from today and its texts marked "TODO:", and says what to do next.
 * `--root <dir>` works on another project folder (the tests use a copy).
 */
import { parseArgs } from 'node:util';
import { createRace, NewRaceError } from './lib/config-new.ts';
import { root as projectRoot } from './lib/registry-schemas.ts';

const usage =
  'usage: npm run config:new -- <key> [--from <sample key>] [--edition <prefix>] [--id <number>]';

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      edition: { type: 'string' },
      id: { type: 'string' },
      root: { type: 'string' },
    },
  });
  if (positionals.length !== 1) throw new NewRaceError(usage);
  const { file, id } = await createRace(values.root ?? projectRoot, {
    key: positionals[0],
    from: values.from,
    edition: values.edition,
    id: values.id === undefined ? undefined : Number(values.id),
  });
  console.log(`Created ${file} (event id ${id}). Next:
  1. Write the texts marked "TODO:" in both languages, and set the tickets, prices, home blocks,
     gates, form and payment channels (README, "Adding a race").
  2. npm run config:check ${file}   lists every "TODO:" left and any other problem.
  3. npm run dev, then open http://localhost:5173/?race=${positionals[0]}&lang=en-US to see the race as you edit it
     (or npm start and http://127.0.0.1:8080/#/index/${id}).
  4. Commit the one file.`);
} catch (error) {
  if (!(error instanceof NewRaceError) && !(error instanceof TypeError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
