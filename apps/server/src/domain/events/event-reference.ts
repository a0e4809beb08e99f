import type { Discipline } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { conflict } from '../../errors.js';
import {
  allDisciplines,
  disciplineNamedLike,
  insertDiscipline,
  namesOfOrganizersWithEvents,
} from './events-repository.js';

/** GET /v1/Event/disciplines: every discipline, alphabetical. */
export const listDisciplines = async (ctx: AppContext): Promise<Discipline[]> =>
  allDisciplines(ctx.database.db);

/**
 * POST /v1/Event/disciplines: an administrator adds a race type (a fresh install has the migration's
 * six). A name that exists in any letter case is refused (409), so no two rows read the same.
 */
export const addDiscipline = async (ctx: AppContext, name: string): Promise<Discipline> => {
  const db = ctx.database.db;
  const taken = await disciplineNamedLike(db, name);
  if (taken) throw conflict(`Дисциплина «${taken.name}» уже есть`);
  const created = await insertDiscipline(db, name);
  if (!created) throw conflict(`Дисциплина «${name}» уже есть`);
  return created;
};

/** GET /v1/Event/organizers-names-list: names of the organizers that have at least one event, alphabetical. */
export const listOrganizerNames = async (ctx: AppContext): Promise<string[]> =>
  namesOfOrganizersWithEvents(ctx.database.db);
