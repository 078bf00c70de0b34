import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..', '..');

export interface ChildServer {
  process: ChildProcess;
  url: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** SIGKILL: no shutdown hooks, no flushing. */
  kill9(): Promise<void>;
  /** SIGTERM, the way an operator stops it. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts tests/security/support/child-server.ts with the given environment. */
export function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'tests/security/support/child-server.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        // A free port: test files run side by side, and each may start servers of its own.
        PORT: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const started = /listening (\d+)/.exec(output);
      if (started) {
        resolve({
          process: child,
          url: `http://127.0.0.1:${started[1]}`,
          output: () => output,
          kill9: async () => {
            child.kill('SIGKILL');
            await exited(child);
          },
          stop: async () => {
            child.kill('SIGTERM');
            await exited(child);
          },
        });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}
