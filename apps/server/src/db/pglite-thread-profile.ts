import { writeFileSync } from 'node:fs';
import type { ThreadLoad } from './pglite-protocol.js';

/**
 * How busy the embedded database's thread is (always: GET /api/metrics), and where it spends its
 * time by statement, for a diagnosis under load (bench:load sets PGLITE_PROFILE_FILE and prints the
 * result; read-path.md). PGlite runs one statement at a time, so a
 * statement's own time is from when it was asked or the one before it ended, whichever is later, to
 * its end: the sum is the thread's busy time, split by who asked (the server's main thread, or
 * another thread such as the rating thread) and by the statement's first words.
 */
export type ThreadProfile = {
  wallMs: number;
  busyMs: number;
  byOrigin: Record<string, number>;
  statements: { statement: string; origin: string; count: number; ms: number }[];
};

const SHAPE_LENGTH = 120;

export const createThreadProfile = (
  options: { statements: boolean },
  now: () => number = () => performance.now(),
) => {
  const started = now();
  const statements = new Map<string, { statement: string; origin: string; count: number; ms: number }>();
  const byOrigin: Record<string, number> = {};
  let lastEnd = 0;
  let busyMs = 0;
  let answered = 0;
  let waiting = 0;
  return {
    /** A statement is asked now; `note` it when it ends. Returns when it was asked. */
    ask(): number {
      waiting += 1;
      return now();
    },
    /** A statement asked at `askedAt` (on the profile's clock, performance.now()) ended now. */
    note(origin: string, sql: string, askedAt: number): void {
      const end = now();
      const ms = end - Math.max(askedAt, lastEnd);
      lastEnd = end;
      busyMs += ms;
      answered += 1;
      waiting -= 1;
      if (!options.statements) return;
      byOrigin[origin] = (byOrigin[origin] ?? 0) + ms;
      const statement = sql.replace(/\s+/g, ' ').trim().slice(0, SHAPE_LENGTH);
      const key = `${origin} ${statement}`;
      const entry = statements.get(key) ?? { statement, origin, count: 0, ms: 0 };
      entry.count += 1;
      entry.ms += ms;
      statements.set(key, entry);
    },
    /** The thread's load for the metrics. */
    load(): ThreadLoad {
      return { busySeconds: busyMs / 1000, statements: answered, waiting };
    },
    /** Where the time went, by who asked and by statement (when `statements` is on). */
    summary(top = 20): ThreadProfile {
      return {
        wallMs: Math.round(now() - started),
        busyMs: Math.round(busyMs),
        byOrigin: Object.fromEntries(
          Object.entries(byOrigin).map(([origin, ms]) => [origin, Math.round(ms)]),
        ),
        statements: [...statements.values()]
          .sort((a, b) => b.ms - a.ms)
          .slice(0, top)
          .map((entry) => ({ ...entry, ms: Math.round(entry.ms) })),
      };
    },
  };
};

/** The profile written to `file` every few seconds, while the thread lives. */
export const writeProfileTo = (file: string, profile: ReturnType<typeof createThreadProfile>): void => {
  setInterval(() => writeFileSync(file, JSON.stringify(profile.summary())), 2_000).unref();
};
