import type { ProtestOptions, ResultDisputeKind } from '@velo/contracts';

/** The protest button's words; the dialog's own load with it (components/protest-dialog.tsx). */
export const PROTEST_OPEN = 'Подать протест';

/** The kinds the rider may choose: about their row (an error, or not theirs), or a missing result. */
export const protestKinds = (options: ProtestOptions): ResultDisputeKind[] => [
  ...(options.ownResultId !== null && options.canReportError ? (['wrongData'] as const) : []),
  ...(options.ownResultId !== null ? (['notMine'] as const) : []),
  ...(options.canReportMissing ? (['missing'] as const) : []),
];
