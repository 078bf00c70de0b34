/**
 * Calls that arrive while others are being stored are stored together. A call made while fewer
 * than `maxInFlight` runs of its group are under way runs at once (alone, when nothing else is
 * waiting: a quiet server adds no delay); otherwise it waits, and the next run takes every waiting
 * call it can, up to `maxSize`. Under a rush one statement and one commit then serve many calls
 * instead of one each, which is what the database spends most of its time on.
 */
export interface BatchOptions<G extends object, I, O> {
  /** Runs the items of one group together, answering one result per item in the same order. */
  run(group: G, items: I[]): Promise<O[]>;
  /** Items with the same key never share a run (e.g. two sign-ups of one runner to one race). */
  key(item: I): string;
  maxSize: number;
  maxInFlight: number;
}

interface Waiting<I, O> {
  item: I;
  resolve(result: O): void;
  reject(error: unknown): void;
}

interface Queue<I, O> {
  waiting: Waiting<I, O>[];
  inFlight: number;
}

/** `options.run` batched per group (a database): see the file's comment. */
export function batchedBy<G extends object, I, O>(
  options: BatchOptions<G, I, O>,
): (group: G, item: I) => Promise<O> {
  const queues = new WeakMap<G, Queue<I, O>>();

  /** The first waiting calls with distinct keys, up to `maxSize`; the others keep their turn. */
  function nextBatch(queue: Queue<I, O>): Waiting<I, O>[] {
    const keys = new Set<string>();
    const batch: Waiting<I, O>[] = [];
    const left: Waiting<I, O>[] = [];
    for (const waiting of queue.waiting) {
      const key = options.key(waiting.item);
      if (batch.length < options.maxSize && !keys.has(key)) {
        keys.add(key);
        batch.push(waiting);
      } else {
        left.push(waiting);
      }
    }
    queue.waiting = left;
    return batch;
  }

  async function runAlone(group: G, waiting: Waiting<I, O>): Promise<void> {
    try {
      const [result] = await options.run(group, [waiting.item]);
      waiting.resolve(result);
    } catch (error) {
      waiting.reject(error);
    }
  }

  async function runBatch(group: G, batch: Waiting<I, O>[]): Promise<void> {
    if (batch.length === 1) return runAlone(group, batch[0]);
    let results: O[];
    try {
      results = await options.run(
        group,
        batch.map((waiting) => waiting.item),
      );
    } catch {
      // One item's fault (say, a sign-up racing the same runner's in another process) fails the
      // whole run: each item then runs alone, so the fault is only its own.
      await Promise.all(batch.map((waiting) => runAlone(group, waiting)));
      return;
    }
    batch.forEach((waiting, i) => waiting.resolve(results[i]));
  }

  function pump(group: G, queue: Queue<I, O>): void {
    while (queue.inFlight < options.maxInFlight && queue.waiting.length > 0) {
      const batch = nextBatch(queue);
      queue.inFlight += 1;
      void runBatch(group, batch).finally(() => {
        queue.inFlight -= 1;
        pump(group, queue);
      });
    }
  }

  return (group, item) => {
    let queue = queues.get(group);
    if (!queue) queues.set(group, (queue = { waiting: [], inFlight: 0 }));
    const promise = new Promise<O>((resolve, reject) => {
      queue.waiting.push({ item, resolve, reject });
    });
    pump(group, queue);
    return promise;
  };
}
