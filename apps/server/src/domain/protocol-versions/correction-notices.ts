import { provisionalText, type DiffRow, type DiffSide } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import type { JobPayload } from '../../infra/jobs/job-types.js';
import { notifyUser } from '../notices/notify-admins.js';
import { dayText } from '../notices/results-notice-text.js';
import type { RESULT_CORRECTED_JOB } from '../protocols/after-protocol-exists.js';
import { provisionalUntilOf } from '../protocol-lifecycle/present-lifecycle.js';
import { accountsOfRiders, findManagedProtocol, findStoredVersion } from './protocol-versions-repository.js';
import { diffableRows, diffVersions, isResultChanged } from './version-diff.js';

/** «5 место, 1:02:10», «DNF», «без места, 1:05:00». */
export const resultText = (side: DiffSide): string => {
  const place =
    side.status === 'F' ? (side.place === null ? 'без места' : `${side.place} место`) : side.status;
  return side.resultTime ? `${place}, ${side.resultTime}` : place;
};

/** What a rider reads about their row: 'Ваш результат исправлен: было 5 место, 1:02:10; стало 4 место, 1:01:58'. */
export const correctionLine = (row: DiffRow): { subject: string; line: string } => {
  if (row.change === 'added')
    return {
      subject: 'Ваш результат добавлен в протокол',
      line: `Ваш результат добавлен в протокол: ${resultText(row.after!)}`,
    };
  if (row.change === 'removed')
    return {
      subject: 'Ваш результат убран из протокола',
      line: `Ваш результат убран из протокола: было ${resultText(row.before!)}`,
    };
  return {
    subject: 'Ваш результат исправлен',
    line: `Ваш результат исправлен: было ${resultText(row.before!)}; стало ${resultText(row.after!)}`,
  };
};

/**
 * The job queued with a protocol's new version (issue 38), after its recalculation: each rider whose
 * result or place the version changed (added, removed, another place, time or status) and who has an
 * account is told, once per version. Riders whose points only moved are not.
 */
export const sendCorrectionNotices = async (
  ctx: AppContext,
  { protocolId, versionNumber }: JobPayload<typeof RESULT_CORRECTED_JOB>,
) => {
  const db = ctx.database.db;
  const protocol = await findManagedProtocol(db, protocolId);
  const [before, after] = await Promise.all([
    findStoredVersion(db, protocolId, versionNumber - 1),
    findStoredVersion(db, protocolId, versionNumber),
  ]);
  // Deleted, or the versions are not there: nothing to tell.
  if (!protocol || !before || !after) return { notifications: 0 };
  const changed = diffVersions(diffableRows(before.rows), diffableRows(after.rows)).rows.filter(
    isResultChanged,
  );
  const accounts = await accountsOfRiders(
    db,
    changed.map((row) => row.participantId!),
  );
  const provisional = provisionalUntilOf(protocol);
  const link = `${ctx.config.PUBLIC_URL.replace(/\/+$/, '')}/results/details/${protocolId}`;
  let created = 0;
  for (const row of changed) {
    const userId = accounts.get(row.participantId!);
    if (userId === undefined) continue;
    const { subject, line } = correctionLine(row);
    const body = [
      line,
      `${protocol.event_name} (${dayText(protocol.event_date)}), протокол «${protocol.name}».` +
        (after.note ? `\nПричина исправления: ${after.note}` : ''),
      ...(provisional ? [provisionalText(provisional)] : []),
      link,
    ].join('\n\n');
    const id = await db.transaction((tx) =>
      notifyUser(
        tx,
        userId,
        {
          type: 'resultCorrected',
          subject,
          body,
          participantId: row.participantId,
          eventId: protocol.event_id,
        },
        {
          dedupeKey: `resultCorrected:protocol:${protocolId}:version:${versionNumber}:rider:${row.participantId}`,
        },
      ),
    );
    if (id !== null) created += 1;
  }
  if (created > 0) ctx.jobRunner.nudge();
  return { notifications: created };
};
