import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../src/auth/auth-user.js';
import { markTemplateOf, marksOf, renderMarks } from '../../src/domain/favorites/rider-marks-overlay.js';

const rider = { id: 7, participantId: 70, roles: ['Participant'] } as unknown as AuthUser;
const follows = (riders: number[], events: number[] = []) => ({
  riders: new Set(riders),
  events: new Set(events),
});

describe('a shared answer cut at its favourite marks', () => {
  it('renders each caller’s marks in place, whatever the order of the keys, and leaves the rest as it was', () => {
    const shared = {
      title: 'Кубок "Осень": 1:00:00 \u2028',
      items: [
        { participantId: 70, showFavoriteIcon: false, inCurrentUserFavorites: false, club: 'true' },
        { participant: { id: 71 }, inCurrentUserFavorites: false, showFavoriteIcon: false },
        { participantId: 72, inCurrentUserFavorites: false, showFavoriteIcon: false },
      ],
    };
    const template = markTemplateOf(JSON.stringify(shared))!;
    expect(template.riders).toEqual([70, 71, 72]);
    const answer = JSON.parse(renderMarks(template, marksOf(template, rider, follows([72]))));
    expect(answer.title).toBe(shared.title);
    expect(answer.items).toEqual([
      // The caller's own row: no icon to follow themselves.
      { participantId: 70, showFavoriteIcon: false, inCurrentUserFavorites: false, club: 'true' },
      { participant: { id: 71 }, inCurrentUserFavorites: false, showFavoriteIcon: true },
      { participantId: 72, inCurrentUserFavorites: true, showFavoriteIcon: true },
    ]);
  });

  it('marks a profile itself by the rider it is of, and refuses an answer whose marks name no rider', () => {
    const profile = markTemplateOf(
      JSON.stringify({ id: 71, inCurrentUserFavorites: false, showFavoriteIcon: false }),
      { rootRider: 71 },
    )!;
    expect(JSON.parse(renderMarks(profile, marksOf(profile, rider, follows([71]))))).toEqual({
      id: 71,
      inCurrentUserFavorites: true,
      showFavoriteIcon: true,
    });
    expect(markTemplateOf(JSON.stringify({ items: [{ inCurrentUserFavorites: false }] }))).toBeNull();
  });

  it('marks an event’s page by the event, not by a rider, and refuses an answer of another event', () => {
    const event = { id: 5, name: 'Кубок', inCurrentUserFavorites: false, weather: { t: 12 } };
    const template = markTemplateOf(JSON.stringify(event), { rootEvent: 5 })!;
    expect(template.riders).toEqual([]);
    // The event's mark follows the caller's favourite events, whatever riders they follow.
    expect(JSON.parse(renderMarks(template, marksOf(template, rider, follows([5], [5]))))).toEqual({
      ...event,
      inCurrentUserFavorites: true,
    });
    expect(JSON.parse(renderMarks(template, marksOf(template, rider, follows([5], [6]))))).toEqual(event);
    expect(markTemplateOf(JSON.stringify(event), { rootEvent: 6 })).toBeNull();
  });
});
