import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/lib/csv.js';

const body = (csv: Buffer) => csv.subarray(3).toString('utf8');

describe('CSV cells', () => {
  it('give a text starting with = + - @, a tab or a carriage return a leading apostrophe', () => {
    const csv = toCsv(['a'], [['=1+1'], ['+1'], ['-1'], ['@A1'], ['\tx'], ['\rx'], ['Москва'], ['a=b']]);
    expect(body(csv)).toBe("a\r\n'=1+1\r\n'+1\r\n'-1\r\n'@A1\r\n'\tx\r\n\"'\rx\"\r\nМосква\r\na=b\r\n");
  });

  it('leave numbers as numbers, negative ones too', () => {
    expect(body(toCsv(['points'], [[-5], [-0.5], [12.25]]))).toBe('points\r\n-5\r\n-0,5\r\n12,25\r\n');
  });
});
