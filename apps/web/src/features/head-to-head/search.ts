import { idParam, searchReader, yearParam, type SearchOf } from '@/components/search-params';

/** The query of /rating/compare: the two riders (a, b) and the season (none: every season). */
const compareSearch = { a: idParam, b: idParam, year: yearParam };
export type CompareSearch = SearchOf<typeof compareSearch>;

export const validateCompareSearch: (search: Record<string, unknown>) => CompareSearch =
  searchReader(compareSearch);

/** A gap in ms as a person reads it: +15,5 с, −1:02 (minutes and seconds), +1:02:03. */
export const formatGap = (ms: number): string => {
  const sign = ms > 0 ? '+' : ms < 0 ? '−' : '';
  const abs = Math.abs(ms);
  if (abs < 60_000) return `${sign}${(abs / 1000).toLocaleString('ru-RU', { maximumFractionDigits: 1 })} с`;
  const seconds = Math.round(abs / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${sign}${h}:${String(m).padStart(2, '0')}:${s}` : `${sign}${m}:${s}`;
};
