import {
  CLEANUP_LISTED_ITEMS,
  CLEANUP_TITLES,
  type CleanupAction,
  type CleanupCounts,
  type CleanupReport,
} from '@velo/contracts';
import { affectedCountOf, type ChangePlan } from './participant-changes.js';

/** What an application did, in one sentence (the audit list and the toast show it). */
export const CLEANUP_SUMMARIES: Record<CleanupAction, (affected: number, counts: CleanupCounts) => string> = {
  normalizeParticipantName: (n) => `Имена приведены к единому виду. Участников: ${n}`,
  clearParticipantClubs: (n) => `Очищен клуб в профилях участников без учётной записи. Участников: ${n}`,
  addParticipantsNameTransliteration: (n) => `Заполнены имя и фамилия латиницей. Участников: ${n}`,
  participantsCreatedOnToAddRoleRequestDate: (n) =>
    `Дата добавления участника — дата его заявки. Участников: ${n}`,
  participantsCreatedOnToFirstProtocolDate: (n) =>
    `Дата добавления участника — день его первой гонки. Участников: ${n}`,
  removeParticipantDuplicates: (n, c) =>
    `Объединены дубликаты. Участников объединено: ${n}, результатов перенесено: ${c.resultsMoved}`,
  swappedNameParticipants: (n, c) =>
    `Объединены участники с переставленными фамилией и именем. Участников объединено: ${n}, результатов перенесено: ${c.resultsMoved}`,
  unprotocoledUserlessParticipants: (n) =>
    `Удалены участники без результатов и без учётной записи. Участников: ${n}`,
};

/** The riders an audit record is about: the changed, merged and deleted ones and those kept. */
export const participantIdsOf = (plan: ChangePlan): number[] => [
  ...new Set(
    plan.items.flatMap((item) =>
      item.keptParticipantId === null ? [item.participantId] : [item.participantId, item.keptParticipantId],
    ),
  ),
];

const recalculationNote = (seasons: number[]) =>
  seasons.length ? ` Рейтинг пересчитывается за ${seasons.join(', ')}.` : '';

/** The answer of a clean-up: the same list for its dry run and its application. */
export const presentCleanupReport = (
  action: CleanupAction,
  plan: ChangePlan,
  outcome: { dryRun: boolean; auditId: number | null; recalculationJobId: number | null; seasons: number[] },
): CleanupReport => {
  const affected = affectedCountOf(plan);
  const message =
    affected === 0
      ? 'Изменять нечего: данные уже в порядке'
      : outcome.dryRun
        ? `Проверка: изменений будет — ${affected}. Ничего не изменено`
        : `${CLEANUP_SUMMARIES[action](affected, plan.counts)}.${recalculationNote(outcome.seasons)}`;
  return {
    action,
    title: CLEANUP_TITLES[action],
    dryRun: outcome.dryRun,
    affectedCount: affected,
    counts: plan.counts,
    items: plan.items.slice(0, CLEANUP_LISTED_ITEMS),
    itemsTruncated: plan.items.length > CLEANUP_LISTED_ITEMS,
    skipped: plan.skipped,
    auditId: outcome.auditId,
    recalculationJobId: outcome.recalculationJobId,
    seasons: outcome.seasons,
    message,
  };
};
