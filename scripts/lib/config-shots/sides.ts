import { execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One side of the comparison: the project at a commit (or as it is), served on its own port. */
export interface Side {
  dir: string;
  url: string;
  stop: () => void;
}

/** The project's files at `ref`, or the working tree's (tracked and new, not ignored), in a temporary folder. */
function materialize(root: string, ref: string | undefined): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'config-shots-'));
  if (ref) {
    execSync(`git archive --format=tar ${JSON.stringify(ref)} | tar -x -C ${JSON.stringify(dir)}`, {
      cwd: root,
    });
  } else {
    const files = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean);
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      // A file deleted but not yet staged is listed and gone; it is left out as it is.
      try {
        cpSync(path.join(root, file), path.join(dir, file));
      } catch {
        continue;
      }
    }
  }
  // The dependencies are the same for both sides; the lockfile rarely changes in a config change.
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * Starts the reference server of the project at `ref` on `port`, which builds that side's app
 * first (`npm start` does the same), with an in-memory database seeded from its configs.
 */
export function startSide(root: string, ref: string | undefined, port: number): Promise<Side> {
  const dir = materialize(root, ref);
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: dir,
    // Its own process group, so the build it may start stops with it.
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: 'memory://',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The shots log a runner in through the dev routes' SMS code, which are off unless asked for.
      DEV_ROUTES: '1',
    },
  });
  const stop = () => {
    if (server.exitCode === null && server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const started = /Race sign-up is running at (http:\/\/\S+\/)/.exec(output);
      if (started) resolve({ dir, url: started[1], stop });
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    server.on('exit', (code) => {
      reject(new Error(`the server of ${ref ?? 'the working tree'} ended (${code}):\n${output}`));
    });
  });
}
