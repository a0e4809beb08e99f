import type { z } from 'zod';
import type { fixProtocolRowRequestSchema } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageOrganizer, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, foundOr404, notFound } from '../../errors.js';
import { lockPeopleChanges } from '../audit/audit-repository.js';
import { correctResultRow } from '../result-disputes/correct-result-row.js';
import { riderOf, standsInProtocol } from '../result-disputes/disputes-repository.js';
import { moveResult } from '../result-disputes/result-rows-repository.js';
import { riderLabel } from '../result-disputes/take-open-dispute.js';
import { beginProtocolChange, finishProtocolChange, recalculateAfterChange } from './protocol-change.js';

type FixRequest = z.output<typeof fixProtocolRowRequestSchema>;

/**
 * POST /v1/Protocol/{id}/rows/{resultId}/fix: one row fixed in place without a file (issue 38):
 * time, place, status, category, club (correct-result-row.ts, as a dispute's correction does), or the
 * rider (the row was another person's). A version of its own with the organizer's note; the season
 * recalculated from the race day before the answer; the rider told when their result changed.
 */
export const fixProtocolRow = async (
  ctx: AppContext,
  user: AuthUser,
  protocolId: number,
  resultId: number,
  request: FixRequest,
) => {
  const { toParticipantId, note, ...patch } = request;
  const saved = await ctx.database.db.transaction(async (tx) => {
    // A row moved to another rider meets merges and clean-ups of riders: one at a time.
    if (toParticipantId !== undefined) await lockPeopleChanges(tx);
    const change = await beginProtocolChange(tx, protocolId);
    authorize(canManageOrganizer(user, change.protocol.organizer_id), DENIED.otherOrganizer);
    const row = change.before.find((candidate) => candidate.resultId === resultId);
    if (!row) throw notFound('Строка не найдена в этом протоколе');
    let moved = false;
    if (toParticipantId !== undefined && toParticipantId !== row.participantId) {
      const to = foundOr404(await riderOf(tx, toParticipantId), 'Участник не найден');
      if (await standsInProtocol(tx, to.id, protocolId))
        throw conflict(`${riderLabel(to)} уже есть в этом протоколе`);
      if (!(await moveResult(tx, resultId, row.participantId, to.id)))
        throw conflict('Строка изменилась, обновите страницу');
      moved = true;
    }
    const fields = Object.values(patch).some((value) => value !== undefined);
    const corrected = fields ? await correctResultRow(tx, resultId, patch) : null;
    if (!moved && !corrected) throw badRequest('Строка уже такая: нечего исправлять');
    return finishProtocolChange(ctx, tx, change, { kind: 'rowFix', note, user, notify: true });
  });
  const warnings = await recalculateAfterChange(ctx, saved.touched.recalculationJobId);
  return {
    protocolId,
    versionNumber: saved.versionNumber,
    message: [`Строка исправлена: сохранена версия ${saved.versionNumber}.`, ...warnings].join(' '),
  };
};
