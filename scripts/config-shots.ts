/**
 * `npm run config:shots -- [<base> [<head>]] [--race <key>] [--language zh-CN|en-US]`: renders
 * every screen a config change touches (home, each gate, the form, the pay page) for the base
 * and the head side in Chromium at phone size, in both languages, each side built and served by
 * its own reference server with seeded data, and writes reports/config-shots/index.html with the
 * two side by side and the changed pixels highlighted. Base and head are as for config:diff.
 * The servers take the ports SHOTS_PORT and SHOTS_PORT+1 (4451 and 4452 unless set).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { EventConfig } from '../core/generated/config/event.ts';
import { diffConfigs, toMarkdown } from './lib/config-diff/diff.ts';
import { configsAt, mergeBase, shortRef } from './lib/config-diff/git.ts';
import { captureRace, launch } from './lib/config-shots/capture.ts';
import { writeReport, type ShotPair } from './lib/config-shots/report.ts';
import { screensToRender } from './lib/config-shots/screens.ts';
import { startSide, type Side } from './lib/config-shots/sides.ts';
import { root } from './lib/registry-schemas.ts';

const started = performance.now();
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { race: { type: 'string' }, language: { type: 'string' }, out: { type: 'string' } },
});
const [baseArg, head] = positionals;
const base = baseArg ?? mergeBase(root);
const baseConfigs = configsAt(root, base);
const headConfigs = configsAt(root, head);
const changes = diffConfigs(baseConfigs, headConfigs);
const heading = `Config screens: ${shortRef(root, base)} → ${head ? shortRef(root, head) : 'working tree'}`;
const races = screensToRender(changes, baseConfigs, headConfigs).filter(
  (race) => !values.race || race.key === values.race,
);
const languages = values.language ? [values.language] : ['zh-CN', 'en-US'];
const out = path.resolve(root, values.out ?? 'reports/config-shots');

if (races.length === 0) {
  console.log(`${heading}: no screen of any race changes`);
} else {
  const port = Number(process.env.SHOTS_PORT ?? 4451);
  const sides: Side[] = [];
  try {
    sides.push(
      ...(await Promise.all([startSide(root, base, port), startSide(root, head, port + 1)])),
    );
    const browser = await launch();
    const pairs: ShotPair[] = [];
    try {
      let runners = 0;
      for (const race of races) {
        for (const language of languages as ('zh-CN' | 'en-US')[]) {
          // One runner per race and language, the same on both sides (a phone number may ask
          // for one login code a minute).
          runners += 1;
          const phone = `1380000${String(runners).padStart(4, '0')}`;
          const shoot = (side: Side, config: unknown) =>
            config === undefined
              ? Promise.resolve(new Map<string, Buffer | string>())
              : captureRace(
                  browser,
                  side.url,
                  config as EventConfig,
                  race.screens,
                  language,
                  phone,
                );
          const [b, h] = [await shoot(sides[0], race.base), await shoot(sides[1], race.head)];
          for (const screen of race.screens) {
            pairs.push({
              race: race.key,
              screen: screen.name,
              language,
              base: b.get(screen.name),
              head: h.get(screen.name),
            });
          }
        }
      }
    } finally {
      await browser.close();
    }
    const { changed, same } = writeReport(out, heading, pairs, toMarkdown(changes, heading));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${path.relative(root, out)}/index.html: ${changed} screens changed, ${same} unchanged, ${races.length} races, ${seconds} s`,
    );
  } finally {
    for (const side of sides) side.stop();
  }
}
