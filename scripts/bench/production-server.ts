/**
 * The server as `npm start` runs it, in a process of its own, for the benchmarks that measure
 * what a phone gets from it: the compiled bundle (compiled first when stale), in-memory data.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  origin: string;
  process: ChildProcess;
  /** From spawning the process to the first answer of the health check. */
  readyMs: number;
  stop(): Promise<void>;
}

/** Resident memory of a process, from /proc (Linux). */
export function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0) * 1024;
}

export function compileServer(): void {
  const result = spawnSync('node', ['scripts/build-server.mjs', '--if-stale'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The server did not compile');
}

/** `command` started with the environment of an end-to-end server on `port`, once it answers. */
export async function startServer(
  port: number,
  command: string[] = ['node', 'dist-server/main.js'],
): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    // DEV_ROUTES: the benchmarks log runners in as the end-to-end tests do, with the dev captcha.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      DEV_ROUTES: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    origin,
    process: child,
    readyMs: performance.now() - started,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
