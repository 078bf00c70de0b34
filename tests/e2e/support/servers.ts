import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The end-to-end run's servers, one per Playwright worker, each with its own in-memory database:
 * specs that run at the same time share no state (a race drawn, a waiting room's line, a race's
 * last places). `E2E_SERVERS` sets how many (and so how many workers), `E2E_PORT` the first port.
 * Three by default, on two cores: with two workers the machine idles about a third of the run
 * while tests wait on timers, admissions and the server.
 */
export const SERVER_PORTS: readonly number[] = Array.from(
  { length: Math.max(1, Number(process.env.E2E_SERVERS ?? 3)) },
  (_, index) => Number(process.env.E2E_PORT ?? 4399) + index,
);

export const serverURL = (port: number) => `http://127.0.0.1:${port}`;

/** Where a server of the run writes its log (one file per port, removed before it starts). */
export function serverLogFile(port: number): string {
  return join(tmpdir(), `race-signup-e2e-${port}.log`);
}
