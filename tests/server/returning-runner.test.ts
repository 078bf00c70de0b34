import { describe, expect, it } from 'vitest';
import type { EarlierEntries } from '../../core/generated/api';
import { EVENTS_DIR } from '../../server/paths';
import { A, backends, data, insertPaidEntry, suiteServer } from './helpers';

/** The Beijing marathon's 2025 and 2027 configs share the series "bj-marathon". */
const EARLIER = 2002;
const LATER = 'bj-marathon-2027';

describe.each(backends)(
  'a returning runner prefills from an earlier edition on $name',
  (backend) => {
    const server = suiteServer(backend, { eventsDir: EVENTS_DIR });

    const entries = (token: string, matchKey: string) =>
      server.get(`${A}/matchH5/lastApplicationsByMatchKey`, { matchKey }, token);

    it("offers the runner's own entry to the earlier race, with the fields this form still has", async () => {
      const [runner, other] = await server.runners(2);
      const id = await insertPaidEntry(server, runner, EARLIER, {
        name: '张三',
        gender: 1,
        noSuchFieldAnyMore: 'x',
      });
      const [entry, ...rest] = data<EarlierEntries>(await entries(runner.token, LATER));
      expect(rest).toEqual([]);
      expect(entry).toMatchObject({
        applicationID: id,
        matchEventID: EARLIER,
        formValues: { name: '张三', gender: 1 },
      });
      expect(entry.formValues).not.toHaveProperty('noSuchFieldAnyMore');
      expect(data<EarlierEntries>(await entries(other.token, LATER))).toEqual([]);
      // The earlier race has no earlier edition of its own.
      expect(data<EarlierEntries>(await entries(runner.token, 'bj-marathon-2025'))).toEqual([]);
    });
  },
);
