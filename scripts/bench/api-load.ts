/**
 * The load generator of `npm run bench:api`, in a process of its own so that it does not take CPU
 * from the servers it measures. Reads its job (JSON) from the file named by its argument: one
 * autocannon run per server URL at once, the connections shared out, each with its own slice of
 * the tokens. Prints the combined result as one JSON line.
 */
import { readFileSync } from 'node:fs';
import autocannon, { type Result } from 'autocannon';

export interface LoadJob {
  urls: string[];
  method: 'GET' | 'POST';
  body?: string;
  connections: number;
  /** Seconds to run, or `amount` requests in all. */
  duration?: number;
  amount?: number;
  /** One token per request, none used twice. */
  tokens?: string[];
}

export interface LoadResult {
  reqPerSec: number;
  /** The slowest server's p50 and p99. */
  p50: number;
  p99: number;
  ok: number;
  notOk: number;
  errors: number;
  /** Requests went out after the last token: the run no longer measures sign-ups alone. */
  tokensRanOut: boolean;
}

const job = JSON.parse(readFileSync(process.argv[2], 'utf8')) as LoadJob;
let tokensRanOut = false;
const results: Result[] = await Promise.all(
  job.urls.map((url, index) => {
    const tokens = (job.tokens ?? []).filter((_, i) => i % job.urls.length === index);
    let next = 0;
    return autocannon({
      url,
      connections: Math.max(1, Math.round(job.connections / job.urls.length)),
      ...(job.amount === undefined
        ? { duration: job.duration }
        : { amount: Math.ceil(job.amount / job.urls.length) }),
      requests: [
        {
          method: job.method,
          body: job.body,
          headers: job.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
          setupRequest: (request) => {
            if (!tokens.length) return request;
            if (next >= tokens.length) tokensRanOut = true;
            return { ...request, headers: { ...request.headers, authorization: tokens[next++] } };
          },
        },
      ],
    });
  }),
);
const total: LoadResult = {
  reqPerSec: results.reduce((sum, result) => sum + result.requests.average, 0),
  p50: Math.max(...results.map((result) => result.latency.p50)),
  p99: Math.max(...results.map((result) => result.latency.p99)),
  ok: results.reduce((sum, result) => sum + result['2xx'], 0),
  notOk: results.reduce((sum, result) => sum + result.non2xx, 0),
  errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
  tokensRanOut,
};
console.log(JSON.stringify(total));
