/**
 * `npm run config:diff -- [<base> [<head>]]`: what a config change means for runners, per race,
 * in plain words, as Markdown for a pull-request comment. The base is a git commit (by default
 * where the branch left main), the head a commit or, left out, the working tree.
 */
import { diffConfigs, toMarkdown } from './lib/config-diff/diff.ts';
import { configsAt, mergeBase, shortRef } from './lib/config-diff/git.ts';
import { root } from './lib/registry-schemas.ts';

const [baseArg, head] = process.argv.slice(2);
const base = baseArg ?? mergeBase(root);
const changes = diffConfigs(configsAt(root, base), configsAt(root, head));
const heading = `Config changes: ${shortRef(root, base)} → ${head ? shortRef(root, head) : 'working tree'}`;
process.stdout.write(toMarkdown(changes, heading));
