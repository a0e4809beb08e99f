import { DEFAULT_SCORE_DISTRIBUTION } from '@velo/contracts';
import type { Database } from '../../db/database.js';
import { findDefaultConfigId, insertConfig } from './configs-repository.js';

export const DEFAULT_CONFIG_NAME = 'Национальный рейтинг (по умолчанию)';

/** Every portal needs the national default config; it is created at start when missing. */
export const ensureDefaultConfig = async (db: Database): Promise<void> => {
  if ((await findDefaultConfigId(db)) !== null) return;
  await insertConfig(db, {
    name: DEFAULT_CONFIG_NAME,
    isDefault: true,
    scoreDistribution: [...DEFAULT_SCORE_DISTRIBUTION],
  });
};
