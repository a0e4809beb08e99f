import { describe, expect, it } from 'vitest';
import type { ClubRiderRow } from '../../src/domain/clubs/club-repository.js';
import { rankClubs } from '../../src/domain/clubs/ranked-clubs.js';

let nextId = 1;
const rider = (club: string, rating: number): ClubRiderRow => ({
  participant_id: nextId++,
  rating,
  place: 0,
  gender_place: 0,
  races_count: 1,
  gender: 'male',
  first_name: 'Имя',
  last_name: `Гонщик${nextId}`,
  year_of_birth: 1980,
  club,
});

describe('ranking clubs by their best riders', () => {
  it('shares a place between equal totals and skips the next (1, 2, 2, 4), ties by name', () => {
    const clubs = rankClubs(
      [
        rider('Альфа', 100),
        rider('Дельта', 30),
        rider('Дельта', 20),
        rider('Бета', 50),
        rider('Гамма', 50),
        rider('Гамма', 0),
        rider('Эпсилон', 10),
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

  it('counts an alias’s riders for its club and rounds the total to cents', () => {
    const clubs = rankClubs(
      [rider('ВК Альфа', 10.105), rider('Бета', 0.2), rider('Альфа', 0.1)],
      new Map([['бета', 'альфа']]),
      5,
    );
    expect(clubs).toHaveLength(1);
    expect(clubs[0]).toMatchObject({ key: 'альфа', points: 10.41, ridersTotal: 3 });
  });
});
