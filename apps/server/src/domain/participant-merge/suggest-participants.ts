import type { AppContext } from '../../context.js';
import { suggestRiders } from './merge-repository.js';

/** GET /v1/Admin/suggest-participant: riders by name, for choosing the one to merge with. */
export const suggestParticipants = (ctx: AppContext, query: string, takeCount: number) =>
  suggestRiders(ctx.database.db, query, takeCount);
