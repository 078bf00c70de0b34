/**
 * `npm run config:check [files…]`: checks every config (or only the given files, still comparing
 * them with all the others) and prints one line per problem: file:line:column  /pointer  message.
 * Exits with 1 when anything is wrong, so CI stops before a broken race goes live.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ConfigChecker,
  formatProblem,
  kindOf,
  projectPath,
  readConfigTree,
} from './lib/config-check/index.ts';
import { root } from './lib/registry-schemas.ts';

// npm runs scripts from the project root; paths on the command line are meant from where it was typed.
const cwd = process.env.INIT_CWD ?? process.cwd();
const given = process.argv.slice(2).map((arg) => path.resolve(cwd, arg));

const missing = given.filter((file) => !existsSync(file));
if (missing.length > 0) {
  for (const file of missing) console.error(`${projectPath(root, file)}: no such file`);
  process.exit(1);
}

// A given file stands in for the project's config of the same kind and name, so an edited copy
// can be checked before it replaces the original.
const only = given.map((file) => projectPath(root, file));
const givenSources = given.map((file, index) => ({
  file: only[index],
  text: readFileSync(file, 'utf8'),
}));
const standsIn = (file: string) =>
  givenSources.some(
    (source) =>
      kindOf(source.file) === kindOf(file) && path.basename(source.file) === path.basename(file),
  );
const sources = [...readConfigTree(root).filter((s) => !standsIn(s.file)), ...givenSources];

const checked = only.length > 0 ? only.length : sources.length;
const problems = new ConfigChecker().check(sources, only.length > 0 ? only : undefined);
for (const problem of problems) console.log(formatProblem(problem));

if (problems.length === 0) {
  console.log(`${checked} configs OK`);
} else {
  const files = new Set(problems.map((problem) => problem.file)).size;
  const plural = problems.length === 1 ? 'problem' : 'problems';
  console.log(`${problems.length} ${plural} in ${files} of ${checked} configs`);
  process.exitCode = 1;
}
