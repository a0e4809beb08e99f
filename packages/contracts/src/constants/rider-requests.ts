// A result dispute's states and their words, without zod: the rider's profile shows them on its
// first load (its protocols table); the schemas stay in ../rider-requests.ts.

export const RESULT_DISPUTE_STATUSES = ['open', 'moved', 'corrected', 'rejected'] as const;
export type ResultDisputeStatus = (typeof RESULT_DISPUTE_STATUSES)[number];
export const RESULT_DISPUTE_STATUS_LABELS: Record<ResultDisputeStatus, string> = {
  open: 'Ждёт решения',
  moved: 'Результат перенесён',
  corrected: 'Результат исправлен',
  rejected: 'Отклонён',
};
