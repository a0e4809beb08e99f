import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/database.js';
import { arrayParam, arrayText } from '../../src/lib/bulk-insert.js';
import { useTestApp } from '../helpers/test-app.js';

describe('array parameters written as array text', () => {
  it('numbers, nulls and plain words are joined; anything that needs quoting is left to the driver', () => {
    expect(arrayText([1, -2, 3.25, null, undefined])).toBe('{1,-2,3.25,NULL,NULL}');
    expect(arrayText(['male', 'female', '2024-05-10'])).toBe('{male,female,2024-05-10}');
    expect(arrayText([])).toBe('{}');
    // Each of these would change meaning unquoted: the driver writes the array.
    for (const odd of [
      '',
      'NULL',
      'null',
      'a b',
      'a,b',
      '"',
      '\\',
      '{x}',
      'Пётр',
      Number.NaN,
      Infinity,
      true,
    ])
      expect(arrayText(['male', odd])).toBeNull();
  });

  const t = useTestApp();

  it('reach the database as the same values either way', async () => {
    const ints = [5, null, -7, 0];
    const words = ['male', 'Пётр, "Иванов"', null, 'NULL', '', 'a\\b'];
    const [row] = await queryRows<{ ints: (number | null)[]; words: (string | null)[]; cents: string[] }>(
      t().db,
      sql`select ${arrayParam(ints)}::int[] as ints, ${arrayParam(words)}::text[] as words,
            ${arrayParam([12.5, 0.1 + 0.2, 100])}::numeric(10,2)[]::text[] as cents`,
    );
    expect(row!.ints).toEqual(ints);
    expect(row!.words).toEqual(words);
    expect(row!.cents).toEqual(['12.50', '0.30', '100.00']);
  });
});
