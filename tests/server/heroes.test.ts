import { describe, expect, it } from 'vitest';
import type { HeroItem } from '../../core/generated/api';
import { EVENTS_DIR } from '../../server/paths';
import { A, B, backends, data, errorOf, suiteServer } from './helpers';

/** The Guangzhou marathon's sample config has two runner stories and one race report. */
const RACE = 1001;

describe.each(backends)('hero stories and thumbs-up on $name', (backend) => {
  const server = suiteServer(backend, { eventsDir: EVENTS_DIR });

  const items = async (path: string, lang?: string) =>
    data<HeroItem[]>(
      await server.request({ method: 'GET', url: `${B}/${path}?matchEventID=${RACE}`, lang }),
    );
  const tap = (token: string, itemID: number, kind = 'story') =>
    server.post(`${B}/hero/thumbsUp`, { matchEventID: RACE, kind, itemID }, token);

  it('lists stories and reports from the config in the request language', async () => {
    const stories = await items('hero/get', 'en-US');
    expect(stories.map(({ id, title }) => [id, title])).toEqual([
      [1, 'A first marathon at sixty'],
      [2, 'The guide runner'],
    ]);
    const [report] = await items('hero/listReportMatch');
    expect(report).toMatchObject({ id: 1, kind: 'report', title: '赛事报道：三万跑者穿越花城' });
  });

  it('pages the race reports for the reports page', async () => {
    const page = (number: number) =>
      server.request({
        method: 'GET',
        url: `${A}/matchH5/detailReportList?matchEventID=${RACE}&page=${number}&pageSize=1`,
        lang: 'en-US',
      });
    const first = data<{ list: HeroItem[]; total: number }>(await page(1));
    expect(first.total).toBe(1);
    expect(first.list.map(({ id, kind }) => [id, kind])).toEqual([[1, 'report']]);
    expect(data<{ list: HeroItem[] }>(await page(2)).list).toEqual([]);
  });

  it('counts one thumbs-up per runner per item: a second tap changes nothing', async () => {
    const runner = await server.runner();
    const first = data<{ thumbs: number; counted: boolean }>(await tap(runner.token, 2));
    const second = data<{ thumbs: number; counted: boolean }>(await tap(runner.token, 2));
    expect(first.counted).toBe(true);
    expect(second).toEqual({ itemID: 2, thumbs: first.thumbs, counted: false });
    // A report with a story's id is another item.
    expect(data<{ thumbs: number }>(await tap(runner.token, 1, 'report')).thumbs).toBe(1);
    expect((await items('hero/get')).find((story) => story.id === 2)?.thumbs).toBe(first.thumbs);
  });

  it('counts exactly 100 thumbs-up from 100 runners tapping at once, twice each', async () => {
    const runners = await server.runners(100);
    const answers = await Promise.all(
      [...runners, ...runners].map((runner) => tap(runner.token, 1)),
    );
    expect(answers.every((response) => response.statusCode === 200)).toBe(true);
    const counted = answers.filter((response) => data<{ counted: boolean }>(response).counted);
    expect(counted).toHaveLength(100);
    expect((await items('hero/get')).find((story) => story.id === 1)?.thumbs).toBe(100);
  });

  it('refuses a thumbs-up without login or for an item the race does not have', async () => {
    expect(
      (await server.post(`${B}/hero/thumbsUp`, { matchEventID: RACE, kind: 'story', itemID: 1 }))
        .statusCode,
    ).toBe(401);
    const runner = await server.runner();
    const missing = await tap(runner.token, 99);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).sub_code).toBe(40409);
  });
});
