/**
 * CPU time of processes as Linux counts it (/proc/<pid>/stat, user + system), so a benchmark can
 * say what each request cost the server and the database, whatever else the machine was doing:
 * a rate depends on the load beside it, CPU time per request much less. Elsewhere than on Linux
 * every reading is undefined.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const ON_LINUX = existsSync('/proc/self/stat');
const TICKS_PER_SECOND = ON_LINUX ? Number(execFileSync('getconf', ['CLK_TCK']).toString()) : 100;

interface Stat {
  pid: number;
  name: string;
  parent: number;
  cpuMs: number;
}

function statOf(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces; the fields after it are space-separated.
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return {
      pid,
      name: text.slice(text.indexOf('(') + 1, close),
      parent: Number(fields[1]),
      cpuMs: (ticks * 1000) / TICKS_PER_SECOND,
    };
  } catch {
    return undefined; // the process ended between the listing and the read
  }
}

function allProcesses(): Stat[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => statOf(Number(entry)) ?? []);
}

/** A group of processes whose CPU time is read together. */
export type ProcessGroup = (processes: readonly Stat[]) => Stat[];

/** `root` and every process started under it (a loader's child, say). */
export const treeOf =
  (root: number): ProcessGroup =>
  (processes) => {
    const pids = new Set([root]);
    let grown = true;
    while (grown) {
      grown = false;
      for (const process of processes) {
        if (!pids.has(process.pid) && pids.has(process.parent)) {
          pids.add(process.pid);
          grown = true;
        }
      }
    }
    return processes.filter((process) => pids.has(process.pid));
  };

/** Every process of that name (all of a database server's backends and workers). */
export const named =
  (name: string): ProcessGroup =>
  (processes) =>
    processes.filter((process) => process.name === name);

/**
 * Starts counting the CPU time of each group; the function it answers gives the milliseconds
 * each used since. Processes that start meanwhile count in full; one that ends meanwhile is lost.
 */
export function cpuMeter<K extends string>(
  groups: Record<K, ProcessGroup>,
): () => Record<K, number> | undefined {
  if (!ON_LINUX) return () => undefined;
  const read = () => {
    const processes = allProcesses();
    return Object.fromEntries(
      Object.entries<ProcessGroup>(groups).map(([key, group]) => [
        key,
        new Map(group(processes).map((process) => [process.pid, process.cpuMs])),
      ]),
    ) as Record<K, Map<number, number>>;
  };
  const before = read();
  return () => {
    const after = read();
    return Object.fromEntries(
      Object.keys(groups).map((key) => {
        let used = 0;
        for (const [pid, ms] of after[key as K]) used += ms - (before[key as K].get(pid) ?? 0);
        return [key, used];
      }),
    ) as Record<K, number>;
  };
}
