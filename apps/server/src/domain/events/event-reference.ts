import { asc, eq, sql } from 'drizzle-orm';
import type { Discipline } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { disciplines, events, organizers } from '../../db/schema/index.js';

/** GET /v1/Event/disciplines: every discipline, alphabetical. */
export const listDisciplines = async (ctx: AppContext): Promise<Discipline[]> =>
  ctx.database.db
    .select({ id: disciplines.id, name: disciplines.name })
    .from(disciplines)
    .orderBy(asc(disciplines.name), asc(disciplines.id));

/** GET /v1/Event/organizers-names-list: names of the organizers that have at least one event, alphabetical. */
export const listOrganizerNames = async (ctx: AppContext): Promise<string[]> => {
  const rows = await ctx.database.db
    .select({ name: organizers.name })
    .from(organizers)
    .where(sql`exists (select 1 from ${events} where ${eq(events.organizerId, organizers.id)})`)
    .orderBy(asc(organizers.name), asc(organizers.id));
  return rows.map((row) => row.name);
};
