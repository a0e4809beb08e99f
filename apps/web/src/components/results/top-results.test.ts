import { describe, expect, it } from 'vitest';
import { groupTopResults, samePlaceLabel } from './top-results';

const result = (place: number, participantId: number, participantsWithSamePlace = 0) => ({
  place,
  participantId,
  participantsWithSamePlace,
  firstName: `И${participantId}`,
  lastName: `Ф${participantId}`,
  resultTime: '1:00:00',
  rating: 0,
  inCurrentUserFavorites: false,
  showFavoriteIcon: true,
});

describe('top results grouping', () => {
  it('keeps one line per place with «+N» for the others sharing it', () => {
    const lines = groupTopResults([result(1, 10), result(2, 20, 1), result(3, 30)]);
    expect(lines.map((line) => [line.place, line.participantId, samePlaceLabel(line.others)])).toEqual([
      [1, 10, null],
      [2, 20, '+1'],
      [3, 30, null],
    ]);
  });

  it('folds several riders of one place into the first one’s line', () => {
    const lines = groupTopResults([result(3, 31), result(1, 11), result(3, 32), result(3, 33)]);
    expect(lines.map((line) => [line.place, line.participantId, line.others])).toEqual([
      [1, 11, 0],
      [3, 31, 2],
    ]);
  });

  it('trusts the server’s count when it knows of more riders than it sent', () => {
    const lines = groupTopResults([result(2, 21, 4), result(2, 22, 4)]);
    expect(lines[0]!.others).toBe(4);
    expect(samePlaceLabel(4)).toBe('+4');
  });
});
