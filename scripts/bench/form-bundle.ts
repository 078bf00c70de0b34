/**
 * JavaScript a runner's phone downloads for the event home and for the sign-up form, in bytes as
 * the server sends it (brotli), read from the build manifest, beside the same routes in a stock
 * setup.
 *
 * Run: npm run bench:bundle [-- --dist dist] [-- --event <key>]
 *   --dist   measure an existing build (with .vite/manifest.json) instead of building afresh
 *   --event  the race whose pages are weighed (default: the largest sample form)
 *
 * Ours: the route's chunks and everything they import, as the manifest lists them: the shell
 * (index.html), the screen, the race's config chunk and, for the form, the config's form part,
 * the form's precompiled validators and the texts the event home does not bundle.
 * The pickers' popups and the photo uploader follow once the form is on screen; the line after
 * the form's shows the route with them.
 * Stock: RJSF's core theme with the runtime validator-ajv8 and no route-level split, so the form
 * stack (RJSF, Ajv, the schema) sits in the bundle every route loads, next to the same shell.
 * Floor: the floor app of issue 17 (React, react-dom, the data router, i18next, axios; no form).
 * Goals (issue 17): the home within 15 KB of the floor app; the form route, pickers included,
 * at most 240 KB.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  appBuild,
  sentJs,
  sentSize,
  kb,
  ROOT,
  staticClosure,
  stockBuild,
  type Build,
} from './form-builds';
import { floorAppSize } from './floor-app';
import { largestSampleForm } from './form-sample';

const GOALS = { homeOverFloor: 15 * 1024, signWithPickers: 240 * 1024 };

/** Text found only in code that compiles schemas at run time, and in RJSF. */
const MARKERS = {
  ajvCompiler: 'strict mode: ',
  rjsf: 'Missing items definition',
  dynamicCode: /\bnew Function\(|\beval\(/,
  /** Written only in a form schema (a field's role), so it counts the copies a route loads. */
  formSchema: '"x-role"',
};

/** Whether the race's form shows the photo uploader (a field with the `upload` widget). */
function formHasUpload(eventKey: string): boolean {
  const file = path.join(ROOT, 'configs/events', `${eventKey}.json`);
  return /"ui:widget"\s*:\s*"upload"/.test(readFileSync(file, 'utf8'));
}

function jsText(build: Build, keys: string[]): string {
  return keys
    .map((key) => build.manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(build.dir, file), 'utf8'))
    .join('\n');
}

function row(label: string, ours: number, stock: number, goal?: number): string {
  const verdict = goal === undefined ? '' : ours <= goal ? '  (goal met)' : '  (GOAL NOT MET)';
  return `${label.padEnd(22)}${kb(ours).padStart(10)}${kb(stock).padStart(12)}${(ours / stock).toFixed(2).padStart(8)}${verdict}`;
}

const { values: args } = parseArgs({
  options: { dist: { type: 'string' }, event: { type: 'string' } },
});
const key = args.event ?? largestSampleForm().key;
const config = `virtual:event-config/${key}`;

const [app, stockStack, stockPage, floor] = await Promise.all([
  appBuild(args.dist),
  stockBuild({ withoutReact: true }),
  stockBuild(),
  floorAppSize(),
]);

const shell = staticClosure(app.manifest, ['index.html']);
// Every page but an event home loads the default language's texts the home does not bundle.
const pageTexts = ['src/i18n/pageTexts.ts'];
const home = staticClosure(app.manifest, [...shell, 'src/screens/index/IndexScreen.tsx', config]);
const sign = staticClosure(app.manifest, [
  ...shell,
  'src/screens/sign/SignScreen.tsx',
  ...pageTexts,
  config,
  `virtual:event-config-form/${key}`,
  `virtual:event-form/${key}`,
]);
// Fetched when the browser is idle once the form is on screen, or on the first tap of a picker;
// the photo uploader only by a form with an upload field.
const signWithPopups = staticClosure(app.manifest, [
  ...sign,
  'src/renderer/form/widgets/popups.ts',
  ...(formHasUpload(key) ? ['src/renderer/form/widgets/uploader.ts'] : []),
]);
const stack = sentJs(stockStack, staticClosure(stockStack.manifest, ['index.html']));

const ours = {
  home: sentJs(app, home),
  sign: sentJs(app, sign),
  signWithPopups: sentJs(app, signWithPopups),
};
const stock = {
  home: ours.home + stack,
  sign: sentJs(app, staticClosure(app.manifest, [...shell, config])) + stack,
};

console.log(
  `JavaScript per route as sent (brotli), race ${key} (${path.relative(ROOT, app.dir) || app.dir})\n`,
);
console.log(
  `${'route'.padEnd(22)}${'ours'.padStart(10)}${'stock'.padStart(12)}${'ratio'.padStart(8)}`,
);
console.log(row('event home', ours.home, stock.home, floor + GOALS.homeOverFloor));
console.log(row('sign-up form', ours.sign, stock.sign));
console.log(row('  + pickers, uploader', ours.signWithPopups, stock.sign, GOALS.signWithPickers));
console.log(`floor app (react, react-dom, data router, i18next, axios): ${kb(floor)}`);
console.log(
  `\ngoals (issue 17): event home <= floor + ${kb(GOALS.homeOverFloor)} (home − floor ${kb(ours.home - floor)}), ` +
    `sign-up form with its pickers <= ${kb(GOALS.signWithPickers)}; load average ${loadavg()[0].toFixed(1)}`,
);
console.log(`stock form stack (RJSF core + runtime Ajv + schema, without React): ${kb(stack)}`);
console.log(
  `stock form page on its own (React + RJSF + Ajv): ${kb(sentJs(stockPage, staticClosure(stockPage.manifest, ['index.html'])))}`,
);

const homeCode = jsText(app, home);
const signCode = jsText(app, sign);
console.log('\nchecks');
console.log(
  `  event home loads RJSF:            ${homeCode.includes(MARKERS.rjsf) ? 'YES' : 'no'}`,
);
console.log(
  `  event home loads an Ajv compiler: ${homeCode.includes(MARKERS.ajvCompiler) ? 'YES' : 'no'}`,
);
console.log(
  `  sign-up loads an Ajv compiler:    ${signCode.includes(MARKERS.ajvCompiler) ? 'YES' : 'no'}`,
);
console.log(
  `  event home loads the form schema: ${homeCode.includes(MARKERS.formSchema) ? 'YES' : 'no'}`,
);
const schemaCopies = [...new Set(sign.map((k) => app.manifest[k].file))].filter(
  (file) =>
    file.endsWith('.js') &&
    readFileSync(path.join(app.dir, file), 'utf8').includes(MARKERS.formSchema),
).length;
console.log(`  copies of the form schema:        ${schemaCopies}`);
console.log(
  `  eval / new Function in any chunk: ${Object.values(app.manifest).some((chunk) => chunk.file.endsWith('.js') && MARKERS.dynamicCode.test(readFileSync(path.join(app.dir, chunk.file), 'utf8'))) ? 'YES' : 'no'}`,
);

const byFile = (keys: string[]) =>
  [...new Set(keys.map((k) => app.manifest[k].file).filter((file) => file.endsWith('.js')))]
    .map((file) => ({ file, size: sentSize(app, file) }))
    .sort((a, b) => b.size - a.size);
const signOnly = byFile(sign.filter((k) => !home.includes(k)));
console.log('\nchunks the sign-up form adds to the shell (largest first)');
for (const { file, size } of signOnly.slice(0, 12))
  console.log(`  ${kb(size).padStart(9)}  ${file}`);
console.log('\nlargest chunks of the event home');
for (const { file, size } of byFile(home).slice(0, 8))
  console.log(`  ${kb(size).padStart(9)}  ${file}`);
