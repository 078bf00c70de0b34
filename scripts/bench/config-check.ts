/**
 * `npm run bench:config`: how long the config check takes for 1,000 events. Generates variants of
 * the sample events (own ids, keys and ticket ids, so they are all valid) in a temporary folder,
 * checks them, and prints the time next to the time for the project's own configs. A second run
 * gives every event a form of its own shape, the worst case for compiling the forms. Exits with 1
 * when the first run misses the target.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ConfigChecker,
  formatProblem,
  readConfigTree,
  type ConfigSource,
} from '../lib/config-check/index.ts';
import { root } from '../lib/registry-schemas.ts';

const EVENTS = 1000;
const TARGET_MS = 3000;

type Json = Record<string, unknown>;
interface EventSample extends Json {
  id: number;
  key: string;
  edition: string;
  tickets: { id: number }[];
  form: { schema: { properties: Record<string, Json & { 'x-role'?: string; enum?: unknown[] }> } };
}

function time<T>(run: () => T): [T, number] {
  const start = performance.now();
  const result = run();
  return [result, performance.now() - start];
}

/**
 * Event n: a copy of a sample with its own id, key and ticket ids, and a form that lists them;
 * with `distinctForm`, its name field also gets a length limit no other event has.
 */
function variant(sample: EventSample, n: number, distinctForm: boolean): EventSample {
  const event = structuredClone(sample);
  event.id = 100_000 + n;
  event.key = `${sample.key}-v${n}`;
  if (distinctForm) event.form.schema.properties.name.maxLength = 30 + n;
  const ticketIds = event.tickets.map((ticket, index) => (ticket.id = event.id * 100 + index));
  for (const field of Object.values(event.form.schema.properties)) {
    if (field['x-role'] === 'ticket') field.enum = ticketIds;
  }
  return event;
}

function writeSet(dir: string, samples: EventSample[], distinctForms: boolean): void {
  const events = Array.from({ length: EVENTS }, (_, n) =>
    variant(samples[n % samples.length], n, distinctForms),
  );
  mkdirSync(path.join(dir, 'configs/events'), { recursive: true });
  mkdirSync(path.join(dir, 'configs/editions'), { recursive: true });
  for (const event of events) {
    writeFileSync(
      path.join(dir, `configs/events/${event.key}.json`),
      JSON.stringify(event, null, 2),
    );
  }
  for (const source of readConfigTree(root).filter((s) => s.file.startsWith('configs/editions/'))) {
    const edition = JSON.parse(source.text) as Json & { prefix: string };
    const own = events.filter((event) => event.edition === edition.prefix).map((event) => event.id);
    edition.homeEventId = own[0];
    edition.search = { eventIds: own };
    writeFileSync(path.join(dir, source.file), JSON.stringify(edition, null, 2));
  }
  const app = JSON.parse(readFileSync(path.join(root, 'configs/app.json'), 'utf8')) as Json;
  app.defaultEventId = events[0].id;
  writeFileSync(path.join(dir, 'configs/app.json'), JSON.stringify(app, null, 2));
}

function report(label: string, sources: ConfigSource[], checker: ConfigChecker): number {
  const [problems, ms] = time(() => checker.check(sources));
  console.log(`${label}: ${sources.length} configs checked in ${ms.toFixed(0)} ms`);
  if (problems.length > 0) {
    console.error(problems.slice(0, 10).map(formatProblem).join('\n'));
    throw new Error(`${label}: ${problems.length} problems; the benchmark needs valid configs`);
  }
  return ms;
}

const [checker, setupMs] = time(() => new ConfigChecker());
console.log(`checker set-up (schemas compiled): ${setupMs.toFixed(0)} ms`);

const [real, realReadMs] = time(() => readConfigTree(root));
report(`project configs (read in ${realReadMs.toFixed(0)} ms)`, real, checker);

const samples = real
  .filter((source) => source.file.startsWith('configs/events/'))
  .map((source) => JSON.parse(source.text) as EventSample);
// The target is for variants of the samples, as races are made by copying one; the worst case is
// printed beside it to show what compiling every form costs.
for (const [label, distinctForms] of [
  [`${EVENTS} generated events`, false],
  [`${EVENTS} generated events, each form of its own shape (worst case)`, true],
] as const) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'config-bench-'));
  try {
    writeSet(dir, samples, distinctForms);
    const [generated, readMs] = time(() => readConfigTree(dir));
    const total = readMs + report(label, generated, checker);
    const verdict = total < TARGET_MS ? 'met' : 'MISSED';
    console.log(
      `  read + check: ${total.toFixed(0)} ms, ${(total / EVENTS).toFixed(2)} ms per event` +
        (distinctForms ? '' : ` (target under ${TARGET_MS} ms: ${verdict})`),
    );
    if (!distinctForms && total >= TARGET_MS) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
