import type { ProtocolConfig } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { nationalOrOf, selectConfigViews } from './configs-repository.js';
import { presentConfig } from './present-config.js';

/** GET /v1/ProtocolConfig/list: the national configs and, when asked, one organizer's. */
export const listConfigs = async (executor: Executor, organizerId?: number): Promise<ProtocolConfig[]> => {
  const rows = await selectConfigViews(executor, {
    where: organizerId ? nationalOrOf(organizerId) : undefined,
  });
  return rows.map(presentConfig);
};
