import { toWireDay, type TdkCluster, type TdkConfig, type TdkEvent } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import {
  selectOrganizerClusters,
  selectOrganizerEvents,
  selectUsableConfigs,
} from './partner-lists-repository.js';

/** GET /integration-api/Tdk/events: the partner's organizer's events (a package's eventId). */
export const listPartnerEvents = async (
  ctx: AppContext,
  organizerId: number,
  year?: number,
): Promise<TdkEvent[]> =>
  (await selectOrganizerEvents(ctx.database.db, organizerId, year)).map((event) => ({
    ...event,
    eventDate: toWireDay(event.eventDate),
  }));

/** GET /integration-api/Tdk/clusters: the organizer's clusters with their categories (a package's clusterAgeCategoryId). */
export const listPartnerClusters = async (ctx: AppContext, organizerId: number): Promise<TdkCluster[]> =>
  (await selectOrganizerClusters(ctx.database.db, organizerId)).map(({ cluster, categories }) => ({
    id: cluster.id,
    name: cluster.name,
    activeFrom: toWireDay(cluster.activeFrom),
    activeTo: toWireDay(cluster.activeTo),
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      gender: category.gender,
      minAge: category.minAge,
      maxAge: category.maxAge,
    })),
  }));

/** GET /integration-api/Tdk/configs: the configs a package may use (a package's configId). */
export const listPartnerConfigs = (ctx: AppContext, organizerId: number): Promise<TdkConfig[]> =>
  selectUsableConfigs(ctx.database.db, organizerId);
