import { describe, expect, it } from 'vitest';
import { searchRoundTrip } from '@/testing/render-screen';
import { nextRatingSearch, ratingFilterOf, ratingState } from './lib/rating-state';
import { validateRatingSearch } from './search';

describe('rating overview URL state (spec part 1 §2.7)', () => {
  it('reads every parameter with the spec’s names', () => {
    const search = validateRatingSearch({
      year: 2024,
      name: ' Иванов ',
      gender: 'female',
      page: 3,
      size: 50,
      sortFieldName: 'rating',
      sortDirection: -1,
      organizerId: 7,
      clusterAgeCategoryId: 12,
      getOnlyUserFavoritesParticipants: true,
    });
    expect(ratingState(search)).toEqual({
      year: 2024,
      name: 'Иванов',
      gender: 'female',
      page: 3,
      size: 50,
      sortFieldName: 'rating',
      sortDirection: -1,
      organizerId: 7,
      clusterAgeCategoryId: 12,
      onlyFavourites: true,
    });
  });

  it('falls back to the defaults for invalid values (an unknown gender is all)', () => {
    const state = ratingState(
      validateRatingSearch({
        gender: 'martian',
        page: 0,
        size: 33,
        sortFieldName: 'drop table',
        sortDirection: 5,
        organizerId: -1,
        clusterAgeCategoryId: 'x',
        getOnlyUserFavoritesParticipants: 'yes',
        year: 'last',
      }),
    );
    expect(state).toMatchObject({
      gender: 'all',
      page: 1,
      size: 10,
      sortFieldName: 'place',
      sortDirection: 1,
      organizerId: undefined,
      clusterAgeCategoryId: undefined,
      onlyFavourites: false,
      year: undefined,
    });
  });

  it('keeps a cluster only together with its organizer', () => {
    expect(
      ratingState(validateRatingSearch({ clusterAgeCategoryId: 5 })).clusterAgeCategoryId,
    ).toBeUndefined();
  });

  it('goes back to page 1 on any filter change and clears the cluster when the organizer changes', () => {
    const current = validateRatingSearch({
      page: 4,
      organizerId: 2,
      clusterAgeCategoryId: 9,
      gender: 'male',
    });
    expect(nextRatingSearch(current, { gender: 'female' })).toEqual({
      organizerId: 2,
      clusterAgeCategoryId: 9,
      gender: 'female',
    });
    expect(nextRatingSearch(current, { organizerId: 3 })).toEqual({ organizerId: 3, gender: 'male' });
    expect(nextRatingSearch(current, { page: 5 })).toEqual({ ...current, page: 5 });
  });

  it('leaves defaults out of the URL', () => {
    expect(nextRatingSearch({}, { gender: 'all', size: 10, page: 1 })).toEqual({});
  });

  it('sends the filter the server takes', () => {
    const state = ratingState(validateRatingSearch({ name: 'Петров', organizerId: 4, page: 2 }));
    expect(ratingFilterOf(state, 2024)).toEqual({
      year: 2024,
      name: 'Петров',
      gender: 'all',
      organizerId: 4,
      clusterAgeCategoryId: null,
      getOnlyUserFavoritesParticipants: false,
      page: 2,
      size: 10,
      sort: { fieldName: 'place', direction: 1 },
    });
  });

  it('survives a trip through the address bar', async () => {
    const search = {
      year: 2023,
      name: '123',
      gender: 'male',
      page: 2,
      organizerId: 5,
      getOnlyUserFavoritesParticipants: true,
    };
    const trip = await searchRoundTrip(validateRatingSearch, search);
    expect(trip.href).toContain('year=2023');
    expect(trip.href).toContain('getOnlyUserFavoritesParticipants=true');
    expect(trip.search).toEqual(search);
  });

  it('reads a hand-written link, falling back to defaults for what is wrong', async () => {
    const trip = await searchRoundTrip(validateRatingSearch, '?gender=unknown&page=abc&size=20&foo=bar');
    expect(ratingState(validateRatingSearch(trip.search))).toMatchObject({
      gender: 'all',
      page: 1,
      size: 20,
    });
  });
});
