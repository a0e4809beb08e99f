import type { ApiResponse } from '@velo/contracts/api';
import { plural } from '@/components/format';

export type FinalRating = ApiResponse<'POST /v1/Statistic/participants-final-rating'>;
export type FinalEntry = FinalRating['participants']['items'][number];
export type SeriesRace = FinalEntry['results'][number];

const races = (count: number) => `${count} ${plural(count, ['гонка', 'гонки', 'гонок'])}`;

/** The series' rule in a sentence: which races of a rider count. */
export const bestRacesText = (rule: FinalRating['bestRacesRule']): string => {
  const series = `в серии ${races(rule.seriesRaces)}`;
  if (rule.mode === 'bestResult' && rule.number !== null)
    return `В зачёт идут ${rule.number} ${plural(rule.number, ['лучшая гонка', 'лучшие гонки', 'лучших гонок'])} каждого участника; ${series}.`;
  if (rule.mode === 'percent' && rule.percent !== null && rule.countedRaces !== null)
    return `В зачёт идут ${rule.percent}% гонок серии: ${rule.countedRaces} лучших у каждого участника; ${series}.`;
  return `В зачёт идут все гонки; ${series}.`;
};

/** A category as the cluster filter labels it: name, gender, ages. */
export const categoryText = (category: FinalRating['category']): string => {
  const gender = category.gender === 'male' ? 'М' : category.gender === 'female' ? 'Ж' : 'Все';
  return `${category.name}, ${gender}, ${category.minAge}–${category.maxAge}`;
};
