import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Engine } from './bench-database.js';

const POSTMASTER_PID = path.resolve(import.meta.dirname, '../../../.bench/postgres/data/postmaster.pid');
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds spent so far by this process (every thread: the rating thread's too) and by the bench
 * PostgreSQL server's processes (the postmaster and its children, from /proc; 0 on PGlite, which runs
 * in this process). On a shared machine the wall time mostly waits for a core; the CPU time does not.
 */
export const cpuSeconds = (engine: Engine): { node: number; server: number } => {
  const usage = process.cpuUsage();
  let server = 0;
  if (engine === 'postgres' && existsSync(POSTMASTER_PID)) {
    const postmaster = Number(readFileSync(POSTMASTER_PID, 'utf8').split('\n')[0]);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(entry) !== postmaster && Number(fields[1]) !== postmaster) continue;
        server += (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
      } catch {
        // The process ended while it was read.
      }
    }
  }
  return { node: (usage.user + usage.system) / 1e6, server };
};
