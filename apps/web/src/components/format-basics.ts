// The formatting helpers a rider's first screen uses (issue 42), apart from format.ts, which
// re-exports them: as a file of their own they keep the rest of format.ts (month and weekday names,
// labels, statuses) off that page's first load.

/** A day as the wire sends it (YYYY-MM-DD or YYYY-MM-DDT00:00:00Z) → dd/MM/yyyy, without time zones. */
export const formatDay = (day: string | null | undefined): string => {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
};

const pointsFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Points with a decimal comma: 106.4 → '106,4'; 1234.5 → '1 234,5'. */
export const formatPoints = (points: number): string => pointsFormat.format(points);

export { plural } from '@velo/contracts/russian-words';
