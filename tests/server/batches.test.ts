import { describe, expect, it } from 'vitest';
import { batchedBy } from '../../server/db/batches';

interface Call {
  key: string;
  value: number;
}

/** A batched doubler whose runs finish when the test says, recording what each run was given. */
function doubler(options: {
  maxSize: number;
  maxInFlight: number;
  failWhen?: (c: Call) => boolean;
}) {
  const runs: number[][] = [];
  const pending: (() => void)[] = [];
  const call = batchedBy<object, Call, number>({
    ...options,
    key: (item) => item.key,
    run: async (_group, items) => {
      runs.push(items.map((item) => item.value));
      await new Promise<void>((resolve) => pending.push(resolve));
      if (items.some((item) => options.failWhen?.(item))) throw new Error('refused');
      return items.map((item) => item.value * 2);
    },
  });
  /** Lets every run under way finish, and waits until the runs they started have begun. */
  const finishRuns = async () => {
    for (const resolve of pending.splice(0)) resolve();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { call, runs, finishRuns };
}

const group = {};
const calls = (values: number[], key = (value: number) => String(value)) =>
  values.map((value) => ({ key: key(value), value }));

describe('calls batched per group', () => {
  it('runs a call at once, alone, when nothing is under way', async () => {
    const { call, runs, finishRuns } = doubler({ maxSize: 10, maxInFlight: 1 });
    const answer = call(group, { key: 'a', value: 1 });
    expect(runs).toEqual([[1]]);
    await finishRuns();
    expect(await answer).toBe(2);
  });

  it.each([
    {
      name: 'all that waited, in their order',
      values: [1, 2, 3, 4, 5],
      maxSize: 10,
      key: String,
      runs: [[1], [2, 3, 4, 5]],
    },
    {
      name: 'at most maxSize',
      values: [1, 2, 3, 4, 5],
      maxSize: 2,
      key: String,
      runs: [[1], [2, 3], [4, 5]],
    },
    {
      name: 'never two calls of one key',
      values: [1, 2, 3, 4],
      maxSize: 10,
      key: (v: number) => String(v % 2),
      runs: [[1], [2, 3], [4]],
    },
  ])(
    'runs the calls waiting for a run under way together: $name',
    async ({ values, maxSize, key, runs: expected }) => {
      const { call, runs, finishRuns } = doubler({ maxSize, maxInFlight: 1 });
      const answers = Promise.all(calls(values, key).map((item) => call(group, item)));
      while (runs.length < expected.length || runs.flat().length < values.length)
        await finishRuns();
      await finishRuns();
      expect(runs).toEqual(expected);
      expect(await answers).toEqual(values.map((value) => value * 2));
    },
  );

  it('keeps maxInFlight runs under way at once, per group', async () => {
    const { call, runs, finishRuns } = doubler({ maxSize: 10, maxInFlight: 2 });
    const other = {};
    const answers = Promise.all([
      ...calls([1, 2, 3, 4]).map((item) => call(group, item)),
      call(other, { key: '1', value: 9 }),
    ]);
    expect(runs).toEqual([[1], [2], [9]]);
    await finishRuns();
    expect(runs).toEqual([[1], [2], [9], [3, 4]]);
    await finishRuns();
    expect(await answers).toEqual([2, 4, 6, 8, 18]);
  });

  it('runs each call of a failed run alone, so only the faulty one fails', async () => {
    const { call, runs, finishRuns } = doubler({
      maxSize: 10,
      maxInFlight: 1,
      failWhen: (item) => item.value === 3,
    });
    const answers = calls([1, 2, 3, 4]).map((item) =>
      call(group, item).then(
        (value) => value,
        (error: Error) => error.message,
      ),
    );
    for (let i = 0; i < 4; i += 1) await finishRuns();
    expect(runs).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    expect(await Promise.all(answers)).toEqual([2, 4, 'refused', 8]);
  });
});
