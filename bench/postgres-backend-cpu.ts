// CPU time of the PostgreSQL server processes that serve one database, read from /proc (the
// benchmark's PostgreSQL runs on this machine). pg_stat_statements is not installed here, and it
// would give query time, not the backend's CPU.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../apps/server/src/db/schema.ts';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** user + system CPU ms of one process, or null when it is gone or not readable. */
function processCpuMs(pid: number): number | null {
  try {
    // Fields after the command name (which may hold spaces) start at state; utime and stime are the 12th and 13th of those.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU ms so far of each backend connected to the current database, by pid. */
export async function backendCpuMs(db: Kysely<DatabaseSchema>): Promise<Map<number, number>> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(db);
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = processCpuMs(pid);
    if (ms !== null) cpu.set(pid, ms);
  }
  return cpu;
}

/** CPU ms the backends used between two readings; a backend that started in between counts from zero. */
export function backendCpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}
