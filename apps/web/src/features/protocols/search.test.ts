import { describe, expect, it } from 'vitest';
import { nextNameSort, nextProtocolsSearch, protocolsState } from './lib/protocols-state';
import { validateProtocolsSearch } from './search';

describe('protocols of an event (spec part 1 §2.8)', () => {
  it('sorts by upload date, newest first, 10 a page by default', () => {
    expect(protocolsState(validateProtocolsSearch({}))).toEqual({
      page: 1,
      size: 10,
      sort: { fieldName: 'UploadDate', direction: -1 },
      byName: null,
    });
  });

  it('cycles the protocol column: A–Я, Я–А, default', () => {
    const first = nextNameSort(null);
    expect(protocolsState(validateProtocolsSearch(first)).sort).toEqual({
      fieldName: 'protocolName',
      direction: 1,
    });
    const second = nextNameSort(1);
    expect(protocolsState(validateProtocolsSearch(second)).sort).toEqual({
      fieldName: 'protocolName',
      direction: -1,
    });
    expect(nextNameSort(-1)).toEqual({ sortFieldName: undefined, sortDirection: undefined });
  });

  it('accepts only the sizes 10, 20, 50, 100 and goes to page 1 on a new sort', () => {
    expect(validateProtocolsSearch({ size: 30 }).size).toBeUndefined();
    expect(nextProtocolsSearch({ page: 3, size: 50 }, nextNameSort(null))).toEqual({
      size: 50,
      sortFieldName: 'protocolName',
      sortDirection: 1,
    });
  });
});
