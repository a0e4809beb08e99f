import { describe, expect, it } from 'vitest';
import { ratingSearchFor } from './rating-search';

describe('participant search query (spec part 1 §2.3)', () => {
  it('opens page 1 of all genders with the trimmed name', () => {
    expect(ratingSearchFor({}, '  Иванов Пётр ')).toEqual({ page: 1, gender: 'all', name: 'Иванов Пётр' });
  });

  it('keeps the rating query but clears year, organizer, cluster, gender and page', () => {
    const current = {
      year: 2024,
      organizerId: 3,
      clusterAgeCategoryId: 12,
      gender: 'female',
      page: 7,
      size: 50,
      sortFieldName: 'Place',
      sortDirection: 1,
      getOnlyUserFavoritesParticipants: true,
      name: 'Петров',
    };
    expect(ratingSearchFor(current, 'Сидоров')).toEqual({
      page: 1,
      gender: 'all',
      name: 'Сидоров',
      size: 50,
      sortFieldName: 'Place',
      sortDirection: 1,
      getOnlyUserFavoritesParticipants: true,
    });
  });

  it('leaves the name out when the box is empty', () => {
    expect(ratingSearchFor({ name: 'Петров' }, '   ')).toEqual({ page: 1, gender: 'all' });
  });
});
