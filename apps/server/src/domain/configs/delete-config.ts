import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageConfig, configDenied } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict } from '../../errors.js';
import { countProtocolsUsingConfig, deleteConfigRow, getConfigRow } from './configs-repository.js';

/** DELETE /v1/ProtocolConfig/{id}: never the default one, and not while protocols use it (409). */
export const deleteConfig = async (ctx: AppContext, user: AuthUser, id: number): Promise<void> => {
  const db = ctx.database.db;
  const current = await getConfigRow(db, id);
  authorize(canManageConfig(user, current), configDenied(current));
  if (current.isDefault) throw badRequest('Конфигурацию по умолчанию удалить нельзя');
  const used = await countProtocolsUsingConfig(db, id);
  if (used > 0) throw conflict(`Конфигурация используется в протоколах (${used}): сначала смените её в них`);
  await deleteConfigRow(db, id);
};
