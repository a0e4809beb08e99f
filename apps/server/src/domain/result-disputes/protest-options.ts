import { moscowDateTimeText, type ProtestOptions } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { canReportMissingResult } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { foundOr404 } from '../../errors.js';
import { lifecycleOf } from '../protocol-lifecycle/present-lifecycle.js';
import { findProtocolForRider } from './disputes-repository.js';

/**
 * GET /v1/Protocol/{id}/protest-options: what the signed-in rider may file about a protocol from its
 * page (issue 38): an error in their own row while the protocol is provisional ('Это не мой результат'
 * at any time), or a missing result when the event's start list names them and the protocol does not.
 */
export const getProtestOptions = async (
  ctx: AppContext,
  user: AuthUser,
  protocolId: number,
): Promise<ProtestOptions> => {
  const race = foundOr404(
    await findProtocolForRider(ctx.database.db, protocolId, user.participantId),
    'Протокол не найден',
  );
  const lifecycle = lifecycleOf(race);
  const isInProtocol = race.own_result_id !== null;
  return {
    lifecycle,
    ownResultId: race.own_result_id,
    canReportError: lifecycle.isProvisional && isInProtocol,
    canReportMissing:
      lifecycle.isProvisional &&
      canReportMissingResult(user, { isOnStartList: race.is_on_start_list, isInProtocol }),
    closedReason:
      race.official_at === null
        ? null
        : `Результаты официальные с ${moscowDateTimeText(race.official_at)}: протесты больше не принимаются`,
  };
};
