import type { correctResultRequestSchema } from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { badRequest, foundOr404 } from '../../errors.js';
import { insertAuditRecord } from '../audit/audit-repository.js';
import { noteChanges } from '../../infra/changes.js';
import {
  beginProtocolChange,
  finishProtocolChange,
  recalculateAfterChange,
} from '../protocol-versions/protocol-change.js';
import { seasonOf } from '../rating/recalculate-seasons.js';
import { correctResultRow } from './correct-result-row.js';
import type { DisputeChanges } from './dispute-changes.js';
import { noticeDisputeDecided } from './dispute-notices.js';
import { decideDispute, findDispute, riderOf } from './disputes-repository.js';
import { presentDispute } from './present-result-dispute.js';
import type { ResultRowText } from './result-rows-repository.js';
import {
  DISPUTE_NOT_FOUND,
  disputedRow,
  raceOfDispute,
  riderLabel,
  takeOpenDispute,
} from './take-open-dispute.js';

const COLUMN_WORDS: Record<keyof ResultRowText, string | null> = {
  result_time: 'время',
  result_time_ms: null,
  place: 'место',
  category_text: 'категория',
  club: 'клуб',
  status: 'статус',
};

/** «время 2:05:00 → 2:03:00, место 5 → 4» */
const changesText = (before: ResultRowText, after: ResultRowText): string =>
  (Object.keys(after) as (keyof ResultRowText)[])
    .filter((column) => COLUMN_WORDS[column] !== null)
    .map((column) => `${COLUMN_WORDS[column]} ${before[column] || '—'} → ${after[column] || '—'}`)
    .join(', ');

/**
 * POST /v1/ResultDispute/{id}/correct: the disputed row gets the organizer's time, place, category,
 * club or status (correct-result-row.ts). A version of the protocol (issue 38) and an audit record
 * (undone from it, or from the request); the season recalculated from the race day before
 * answering, and the rider told.
 */
export const correctDisputedResult = async (
  ctx: AppContext,
  user: AuthUser,
  id: number,
  request: z.output<typeof correctResultRequestSchema>,
) => {
  const db = ctx.database.db;
  const outcome = await db.transaction(async (tx) => {
    const dispute = await takeOpenDispute(tx, user, id);
    const { resultId, riderId } = disputedRow(dispute);
    const change = await beginProtocolChange(tx, dispute.protocol_id);
    const correction = await correctResultRow(tx, resultId, request);
    if (!correction) throw badRequest('Строка уже такая: нечего исправлять');
    const season = seasonOf(dispute.event_date);
    const rider = foundOr404(await riderOf(tx, riderId), 'Участник не найден');
    // The row changed: its protocol, event and season, and the rider's pages (a club is dropped whole).
    noteChanges({
      protocol: [dispute.protocol_id],
      event: [dispute.event_id],
      season: [season],
      rider: [rider.id],
    });
    const changes: DisputeChanges = {
      disputeId: dispute.id,
      resultsMoved: [],
      participantsCreated: [],
      resultRowsUpdated: [{ id: resultId, ...correction }],
    };
    const race = raceOfDispute(dispute);
    const what = changesText(correction.before, correction.after);
    const summary = `Результат ${riderLabel(rider)} (${race.eventName}, «${race.protocolName}») исправлен по запросу участника: ${what}`;
    const auditId = await insertAuditRecord(tx, {
      action: 'correctDisputedResult',
      summary,
      userId: user.id,
      userName: user.email,
      parameters: { disputeId: dispute.id, resultId, ...request },
      affectedCount: 1,
      counts: { resultsCorrected: 1 },
      participantIds: [rider.id],
      seasons: [season],
      changes,
    });
    await decideDispute(tx, dispute.id, {
      status: 'corrected',
      resolvedByUserId: user.id,
      resolution: `Исправлено: ${what}`,
      auditRecordId: auditId,
    });
    await noticeDisputeDecided(tx, race, [
      {
        userId: rider.user_id,
        participantId: rider.id,
        subject: 'Ваш запрос рассмотрен: результат исправлен',
        body: `Исправлено: ${what}. Очки пересчитаны.`,
      },
    ]);
    const version = await finishProtocolChange(ctx, tx, change, {
      kind: 'disputeCorrection',
      note: `По запросу участника ${riderLabel(rider)}: ${what}`,
      user,
      // The rider hears of the decision itself.
      notify: false,
    });
    return { season, summary, jobId: version.touched.recalculationJobId };
  });
  await recalculateAfterChange(ctx, outcome.jobId);
  const dispute = foundOr404(await findDispute(db, id), DISPUTE_NOT_FOUND);
  return {
    dispute: presentDispute(dispute),
    message: `${outcome.summary}. Рейтинг ${outcome.season} пересчитан.`,
  };
};
