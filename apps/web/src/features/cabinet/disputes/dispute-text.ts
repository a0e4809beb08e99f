import { DISPUTED_FIELD_LABELS, RESULT_DISPUTE_KIND_LABELS, type ResultDispute } from '@velo/contracts';

/** «Петров Иван, 1985 (№ 7)». */
export const riderText = (rider: {
  id: number;
  lastName: string;
  firstName: string;
  yearOfBirth: number | null;
}) =>
  `${rider.lastName} ${rider.firstName}${rider.yearOfBirth ? `, ${rider.yearOfBirth}` : ''} (№ ${rider.id})`;

/** «Ошибка в результате: время, место». */
export const requestText = (dispute: Pick<ResultDispute, 'kind' | 'fields'>) =>
  dispute.kind === 'wrongData' && dispute.fields.length
    ? `${RESULT_DISPUTE_KIND_LABELS.wrongData}: ${dispute.fields.map((f) => DISPUTED_FIELD_LABELS[f]).join(', ')}`
    : RESULT_DISPUTE_KIND_LABELS[dispute.kind];

/** A request about a row that is still in the protocol (a missing result, or a row a correction removed, has none). */
export type RowDispute = ResultDispute & { result: NonNullable<ResultDispute['result']> };
export const hasRow = (dispute: ResultDispute): dispute is RowDispute => dispute.result !== null;

/** The row as it stands: «место 3 · 2:02:00 · М40-49 · Клуб»; «нет в протоколе» without one (issue 38). */
export const rowText = (result: ResultDispute['result']) =>
  result === null
    ? 'нет в протоколе'
    : [
        result.place !== null ? `место ${result.place}` : result.status,
        result.resultTime,
        result.categoryText,
        result.club,
      ]
        .filter(Boolean)
        .join(' · ');
