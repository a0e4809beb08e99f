import type { ProtocolConfig } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { configIdOfProtocol, findDefaultConfigView, getConfigView } from './configs-repository.js';
import { presentConfig } from './present-config.js';

/** GET /v1/ProtocolConfig/{id}. */
export const getConfig = async (executor: Executor, id: number): Promise<ProtocolConfig> =>
  presentConfig(await getConfigView(executor, id));

/** GET /v1/ProtocolConfig/Default: the national default config. */
export const getDefaultConfig = async (executor: Executor): Promise<ProtocolConfig> => {
  const view = await findDefaultConfigView(executor);
  if (!view) throw notFound('Конфигурация по умолчанию не найдена');
  return presentConfig(view);
};

/** GET /v1/ProtocolConfig/GetForProtocol/{id}: the config a protocol uses. */
export const getConfigOfProtocol = async (
  executor: Executor,
  protocolId: number,
): Promise<ProtocolConfig> => {
  const configId = await configIdOfProtocol(executor, protocolId);
  if (configId === null) throw notFound('Протокол не найден');
  return getConfig(executor, configId);
};
