import { useQueries } from '@tanstack/react-query';
import { useCabinetSummary } from '../kit/api/get-cabinet-summary';
import type { CabinetScope } from '../kit/cabinet-scope';
import type { CabinetViewEntry } from './cabinet-views';

/** A view's count as the navigation shows it: a queue's waiting count stands out, a total does not. */
export type NavCount = { value: number; waiting: boolean; says: string };

const totalWords = (count: number) => `${count} записей`;

/**
 * The navigation's counts (issue 42): the queues' from one summary call (administrators), each
 * other view's total, or queue of its own, from its own small call for the organizer chosen. Keys start with
 * ['cabinet', view], so a view's writes, which invalidate that prefix, refresh its count too. An
 * unconfirmed account asks for nothing.
 */
export const useNavCounts = (
  views: readonly CabinetViewEntry[],
  scope: CabinetScope | null,
  organizerId: number | null,
): Map<string, NavCount> => {
  const active = Boolean(scope && !scope.readOnly);
  const needsSummary = views.some((view) => view.count?.kind === 'waiting');
  const summary = useCabinetSummary(active && Boolean(scope?.isAdmin) && needsSummary);
  // The views that read their own count: the totals and the queues the summary does not answer.
  const totals = views.filter((view) => view.count?.kind === 'total' || view.count?.kind === 'queue');
  const totalCounts = useQueries({
    queries: totals.map((view) => ({
      queryKey: ['cabinet', view.name, 'count', organizerId] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        view.count!.kind === 'waiting' ? Promise.resolve(0) : view.count!.read(organizerId, signal),
      staleTime: 30_000,
      retry: false,
      enabled: active,
    })),
    combine: (results) => results.map((result) => result.data),
  });

  // In the navigation's order, so the phone's button names what waits in that order too.
  const counts = new Map<string, NavCount>();
  for (const view of views) {
    const count = view.count;
    if (!count) continue;
    if (count.kind === 'waiting') {
      if (!summary.data) continue;
      const value = summary.data[count.of];
      counts.set(view.name, { value, waiting: true, says: count.says(value) });
      continue;
    }
    const value = totalCounts[totals.indexOf(view)];
    if (value === undefined) continue;
    counts.set(
      view.name,
      count.kind === 'queue'
        ? { value, waiting: true, says: count.says(value) }
        : { value, waiting: false, says: totalWords(value) },
    );
  }
  return counts;
};
