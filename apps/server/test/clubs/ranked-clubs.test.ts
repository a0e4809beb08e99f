import { describe, expect, it } from 'vitest';
import type { ClubSpellingRow } from '../../src/domain/clubs/club-repository.js';
import { rankClubs } from '../../src/domain/clubs/ranked-clubs.js';

/** A spelling with its riders' points, best first (as the repository reads them). */
const spelling = (club: string, points: number[], riders = points.length): ClubSpellingRow => ({
  club,
  riders,
  top: [...points].sort((a, b) => b - a),
});

describe('ranking clubs by their best riders', () => {
  it('shares a place between equal totals and skips the next (1, 2, 2, 4), ties by name', () => {
    const clubs = rankClubs(
      [
        spelling('Альфа', [100]),
        spelling('Дельта', [30, 20]),
        spelling('Бета', [50]),
        spelling('Гамма', [50, 0]),
        spelling('Эпсилон', [10]),
      ],
      new Map(),
      2,
    );
    expect(clubs.map((club) => [club.place, club.name, club.points])).toEqual([
      [1, 'Альфа', 100],
      [2, 'Бета', 50],
      [2, 'Гамма', 50],
      [2, 'Дельта', 50],
      [5, 'Эпсилон', 10],
    ]);
  });

  it('takes a club’s best N across its spellings and an alias’s, counts all its riders, rounds to cents', () => {
    const clubs = rankClubs(
      [spelling('ВК Альфа', [10.105, 3], 9), spelling('Бета', [7, 0.2], 2), spelling('Альфа', [5, 0.1], 4)],
      new Map([['бета', 'альфа']]),
      2,
    );
    expect(clubs).toHaveLength(1);
    expect(clubs[0]).toMatchObject({ key: 'альфа', points: 17.11, ridersCounted: 2, ridersTotal: 15 });
    // The most riders write 'ВК Альфа'.
    expect(clubs[0]!.name).toBe('ВК Альфа');
    expect(clubs[0]!.storedSpellings.sort()).toEqual(['Альфа', 'Бета', 'ВК Альфа']);
  });

  it('counts fewer than N when the club has fewer riders', () => {
    const [club] = rankClubs([spelling('Альфа', [4, 3])], new Map(), 5);
    expect(club).toMatchObject({ points: 7, ridersCounted: 2, ridersTotal: 2 });
  });
});
