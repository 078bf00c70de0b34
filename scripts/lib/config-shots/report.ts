import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { comparePngs } from './compare.ts';

/** One screen of one race in one language, as each side shows it. */
export interface ShotPair {
  race: string;
  screen: string;
  language: string;
  base?: Buffer | string;
  head?: Buffer | string;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * Writes `<dir>/index.html` with the pictures beside it: base, head and the changed pixels in red
 * side by side; screens that did not change are folded away under one line each.
 */
export function writeReport(
  dir: string,
  heading: string,
  pairs: ShotPair[],
  diffMarkdown: string,
): { changed: number; same: number } {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let changedCount = 0;
  const sections = pairs.map((pair, index) => {
    const name = `${index}-${pair.race}-${pair.screen}-${pair.language}`.replace(
      /[^a-zA-Z0-9-]+/g,
      '_',
    );
    const cell = (side: 'base' | 'head', shot: Buffer | string | undefined) => {
      if (shot === undefined)
        return `<figure><figcaption>${side}</figcaption><p>not on this side</p></figure>`;
      if (typeof shot === 'string')
        return `<figure><figcaption>${side}</figcaption><p>${escape(shot)}</p></figure>`;
      writeFileSync(path.join(dir, `${name}-${side}.png`), shot);
      return `<figure><figcaption>${side}</figcaption><img src="${name}-${side}.png" alt="${side}"></figure>`;
    };
    let changed = true;
    let verdict = 'only on one side';
    let diffCell = '';
    if (Buffer.isBuffer(pair.base) && Buffer.isBuffer(pair.head)) {
      const { changed: pixels, diff } = comparePngs(pair.base, pair.head);
      changed = pixels > 0;
      verdict = changed ? `${pixels} pixels changed` : 'unchanged';
      if (changed) {
        writeFileSync(path.join(dir, `${name}-diff.png`), diff);
        diffCell = `<figure><figcaption>changed pixels</figcaption><img src="${name}-diff.png" alt="changed pixels"></figure>`;
      }
    }
    if (changed) changedCount += 1;
    const title = `${escape(pair.race)} · ${escape(pair.screen)} · ${pair.language} — ${verdict}`;
    return `<details${changed ? ' open' : ''} class="${changed ? 'changed' : 'same'}"><summary>${title}</summary><div class="row">${cell('base', pair.base)}${cell('head', pair.head)}${diffCell}</div></details>`;
  });
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(heading)}</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 16px; }
.row { display: flex; gap: 12px; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; } figcaption { font-weight: 600; margin: 4px 0; }
img { width: 375px; border: 1px solid #ccc; }
details { margin: 8px 0; } details.changed > summary { color: #b00020; }
pre { white-space: pre-wrap; background: #f6f6f6; padding: 8px; }
</style></head><body>
<h1>${escape(heading)}</h1>
<p>${changedCount} of ${pairs.length} screens changed; unchanged screens are folded.</p>
${sections.join('\n')}
<h2>The change in words</h2><pre>${escape(diffMarkdown)}</pre>
</body></html>
`;
  writeFileSync(path.join(dir, 'index.html'), html);
  return { changed: changedCount, same: pairs.length - changedCount };
}
