import type { PagedResponse, Paging, ProtocolConfig } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { canManageAllOrganizers } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { pageWindow } from '../../lib/paging.js';
import { cabinetConfigFilters, configOrder, countConfigs, selectConfigViews } from './configs-repository.js';
import { presentConfig } from './present-config.js';

/**
 * POST /v1/ProtocolConfig/paged: the cabinet's list. An organizer sees the national configs and its
 * own; an administrator, any. Newest first unless sorted otherwise.
 */
export const listCabinetConfigs = async (
  ctx: AppContext,
  user: AuthUser,
  request: Paging & { organizerId?: number | null; name?: string | null },
): Promise<PagedResponse<ProtocolConfig>> => {
  const where = cabinetConfigFilters(canManageAllOrganizers(user) ? 'all' : user.organizerId, request);
  const db = ctx.database.db;
  const [rows, totalCount] = await Promise.all([
    selectConfigViews(db, {
      where,
      orderBy: configOrder(request.sort),
      ...pageWindow(request),
    }),
    countConfigs(db, where),
  ]);
  return { items: rows.map(presentConfig), totalCount };
};
