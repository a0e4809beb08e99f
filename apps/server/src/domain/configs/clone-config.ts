import type { ProtocolConfig } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import {
  authorize,
  canManageAllOrganizers,
  canManageConfig,
  canUseConfig,
  configDenied,
  DENIED,
} from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { getConfigRow, getConfigView, insertConfig } from './configs-repository.js';
import { presentConfig } from './present-config.js';

/**
 * POST /v1/ProtocolConfig/clone/{id}: a copy named so it is told apart. An organizer copies a
 * national config or its own, and the copy is its own; an administrator's copy keeps the organizer.
 */
export const cloneConfig = async (ctx: AppContext, user: AuthUser, id: number): Promise<ProtocolConfig> => {
  const db = ctx.database.db;
  const source = await getConfigRow(db, id);
  authorize(canUseConfig(user, source), DENIED.otherOrganizer);
  const organizerId = canManageAllOrganizers(user) ? source.organizerId : user.organizerId;
  authorize(canManageConfig(user, { organizerId }), configDenied({ organizerId }));
  const { id: _id, createdOn: _c, updatedOn: _u, isDefault: _d, ...rest } = source;
  const copyId = await insertConfig(db, { ...rest, organizerId, name: `${source.name} (копия)` });
  return presentConfig(await getConfigView(db, copyId));
};
