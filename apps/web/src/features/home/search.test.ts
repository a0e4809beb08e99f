import { describe, expect, it } from 'vitest';
import { searchRoundTrip } from '@/testing/render-screen';
import { HOME_LIMITS, splitUpcoming } from './lib/home-lists';
import { fullRatingSearch, nextHomeSearch } from './lib/home-state';
import { validateHomeSearch } from './search';

describe('home page state (spec part 1 §2.4)', () => {
  it('keeps organizerId, clusterAgeCategoryId and gender; an unknown gender is all', () => {
    expect(validateHomeSearch({ organizerId: 2, clusterAgeCategoryId: 5, gender: 'female' })).toEqual({
      organizerId: 2,
      clusterAgeCategoryId: 5,
      gender: 'female',
    });
    expect(validateHomeSearch({ gender: 'robot' }).gender).toBeUndefined();
  });

  it('resets the cluster when the organizer changes', () => {
    const current = { organizerId: 2, clusterAgeCategoryId: 5, gender: 'male' as const };
    expect(nextHomeSearch(current, { organizerId: 3 })).toEqual({ organizerId: 3, gender: 'male' });
    expect(nextHomeSearch(current, { gender: 'all' })).toEqual({ organizerId: 2, clusterAgeCategoryId: 5 });
  });

  it('links the whole rating with the same organizer, cluster and gender and no year', () => {
    expect(fullRatingSearch({ organizerId: 2, clusterAgeCategoryId: 5, gender: 'female' })).toEqual({
      organizerId: 2,
      clusterAgeCategoryId: 5,
      gender: 'female',
    });
    expect(fullRatingSearch({ clusterAgeCategoryId: 5 })).toEqual({});
  });

  it('splits 15 upcoming races into the first 5 and the next 10', () => {
    const events = Array.from({ length: 15 }, (_, i) => ({ id: i + 1 })) as never[];
    const { nearest, next } = splitUpcoming(events);
    expect(HOME_LIMITS).toMatchObject({ upcomingPageSize: 15, todayResults: 2, lastResults: 3 });
    expect(nearest.map((e: { id: number }) => e.id)).toEqual([1, 2, 3, 4, 5]);
    expect(next.map((e: { id: number }) => e.id)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('survives a trip through the address bar', async () => {
    const search = { organizerId: 2, clusterAgeCategoryId: 5, gender: 'male' };
    expect((await searchRoundTrip(validateHomeSearch, search)).search).toEqual(search);
  });
});
