import type { ResultsItem } from '@velo/contracts';

type TopResult = ResultsItem['topResults'][number];

export type TopLine = TopResult & {
  /** How many others share this place: shown as '+N'. */
  others: number;
};

/**
 * One line per place: the first rider of the place, and '+N' for the others sharing it. The server
 * sends one rider per place with participantsWithSamePlace; when it sends several riders of a place,
 * they fold into the first one's line.
 */
export const groupTopResults = (results: TopResult[]): TopLine[] => {
  const groups = new Map<number, TopResult[]>();
  for (const result of results) groups.set(result.place, [...(groups.get(result.place) ?? []), result]);
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, group]) => {
      const counted = Math.max(0, ...group.map((result) => result.participantsWithSamePlace));
      return { ...group[0]!, others: Math.max(counted, group.length - 1) };
    });
};

/** '+N' for others sharing a place, or nothing. */
export const samePlaceLabel = (others: number): string | null => (others > 0 ? `+${others}` : null);
