import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the end-to-end run's server writes its log (one file per port, removed before the server starts). */
export function serverLogFile(port: number): string {
  return join(tmpdir(), `race-signup-e2e-${port}.log`);
}
