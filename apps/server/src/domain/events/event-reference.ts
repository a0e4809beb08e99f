import { asc, eq, sql } from 'drizzle-orm';
import type { Discipline } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { conflict } from '../../errors.js';
import { disciplines, events, organizers } from '../../db/schema/index.js';

/** GET /v1/Event/disciplines: every discipline, alphabetical. */
export const listDisciplines = async (ctx: AppContext): Promise<Discipline[]> =>
  ctx.database.db
    .select({ id: disciplines.id, name: disciplines.name })
    .from(disciplines)
    .orderBy(asc(disciplines.name), asc(disciplines.id));

/**
 * POST /v1/Event/disciplines: an administrator adds a race type (a fresh install has the migration's
 * six). A name that exists in any letter case is refused (409), so no two rows read the same.
 */
export const addDiscipline = async (ctx: AppContext, name: string): Promise<Discipline> => {
  const db = ctx.database.db;
  const [taken] = await db
    .select({ name: disciplines.name })
    .from(disciplines)
    .where(sql`lower(${disciplines.name}) = lower(${name})`);
  if (taken) throw conflict(`Дисциплина «${taken.name}» уже есть`);
  const [created] = await db
    .insert(disciplines)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: disciplines.id, name: disciplines.name });
  if (!created) throw conflict(`Дисциплина «${name}» уже есть`);
  return created;
};

/** GET /v1/Event/organizers-names-list: names of the organizers that have at least one event, alphabetical. */
export const listOrganizerNames = async (ctx: AppContext): Promise<string[]> => {
  const rows = await ctx.database.db
    .select({ name: organizers.name })
    .from(organizers)
    .where(sql`exists (select 1 from ${events} where ${eq(events.organizerId, organizers.id)})`)
    .orderBy(asc(organizers.name), asc(organizers.id));
  return rows.map((row) => row.name);
};
