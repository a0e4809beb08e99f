import { describe, expect, it } from 'vitest';
import { clubDisplayName, clubKeyOf } from '@velo/contracts';

describe('club names: one key for the spellings of one club (issue 19)', () => {
  it.each([
    ['Альфа', 'альфа'],
    ['  АЛЬФА   ', 'альфа'],
    ['«Альфа»', 'альфа'],
    ['"Альфа"', 'альфа'],
    ["'Альфа'", 'альфа'],
    ['ВК Альфа', 'альфа'],
    ['вк «Альфа»', 'альфа'],
    ['Велоклуб Альфа', 'альфа'],
    ['ВЕЛОКЛУБ "Альфа"', 'альфа'],
    ['Альфа Спорт', 'альфа-спорт'],
    ['Альфа-Спорт', 'альфа-спорт'],
    ['альфа   спорт', 'альфа-спорт'],
    ['Ёлка', 'елка'],
    ['Велоклуб ВК Ёлка', 'елка'],
    ['Velo Team 42', 'velo-team-42'],
  ])('%s → %s', (name, key) => {
    expect(clubKeyOf(name)).toBe(key);
  });

  it('keeps a prefix that is the whole name, and a prefix inside a name', () => {
    expect(clubKeyOf('Велоклуб')).toBe('велоклуб');
    expect(clubKeyOf('ВК')).toBe('вк');
    expect(clubKeyOf('Альфа ВК')).toBe('альфа-вк');
    expect(clubKeyOf('Вкус скорости')).toBe('вкус-скорости');
  });

  it('gives no club for an empty name, signs only, or "no club" words', () => {
    for (const name of ['', '   ', '-', '«»', 'нет', 'Лично', 'без клуба', null, undefined]) {
      expect(clubKeyOf(name)).toBeNull();
    }
  });

  it('names a club by its most frequent spelling, ties alphabetically', () => {
    expect(clubDisplayName(['ВК Альфа', 'Альфа', ' Альфа ', 'альфа'])).toBe('Альфа');
    expect(clubDisplayName(['Бета', 'Альфа'])).toBe('Альфа');
    expect(clubDisplayName(['ВК  Альфа', 'ВК Альфа', 'Альфа'])).toBe('ВК Альфа');
    expect(clubDisplayName([])).toBe('');
  });
});
