/**
 * The page numbers a paginator shows: `count` consecutive pages around the current one (5 on wide
 * screens, 1 on small ones; spec part 1 §2.7), kept inside 1…total.
 */
export const pageWindow = (page: number, total: number, count: number): number[] => {
  if (total <= 0) return [];
  const size = Math.min(count, total);
  const current = Math.min(Math.max(page, 1), total);
  let start = current - Math.floor((size - 1) / 2);
  start = Math.max(1, Math.min(start, total - size + 1));
  return Array.from({ length: size }, (_, i) => start + i);
};

export const pageCount = (totalCount: number, size: number): number =>
  Math.max(1, Math.ceil(totalCount / Math.max(1, size)));
