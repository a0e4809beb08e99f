import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './page-window';

describe('page links', () => {
  it('shows 5 pages around the current one, kept inside the range', () => {
    expect(pageWindow(1, 216, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 216, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(216, 216, 5)).toEqual([212, 213, 214, 215, 216]);
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
  });

  it('shows only the current page on small screens', () => {
    expect(pageWindow(7, 216, 1)).toEqual([7]);
    expect(pageWindow(300, 216, 1)).toEqual([216]);
  });

  it('counts pages of a total', () => {
    expect(pageCount(2151, 10)).toBe(216);
    expect(pageCount(0, 10)).toBe(1);
  });
});
