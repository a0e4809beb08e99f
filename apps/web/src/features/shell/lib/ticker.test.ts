import { describe, expect, it } from 'vitest';
import { TICKER_SEPARATOR, tickerCopies, tickerCycleMs, tickerLine } from './ticker';

describe('news ticker timing (spec part 1 §9: 100 characters per second)', () => {
  it('joins the titles into one line, dropping blank ones', () => {
    expect(tickerLine(['  Старт сезона ', '', 'Итоги года'])).toBe(
      `Старт сезона${TICKER_SEPARATOR}Итоги года`,
    );
    expect(tickerLine([])).toBe('');
  });

  it('moves one repetition (line and separator) per cycle at 100 characters a second', () => {
    const line = 'x'.repeat(93);
    expect(line.length + TICKER_SEPARATOR.length).toBe(100);
    expect(tickerCycleMs(line)).toBe(1000);
    expect(tickerCycleMs('x'.repeat(493))).toBe(5000);
    expect(tickerCycleMs('x'.repeat(93), 50)).toBe(2000);
  });

  it('repeats the line enough to fill the strip without a gap', () => {
    expect(tickerCopies(1280, 2000)).toBe(2);
    expect(tickerCopies(1280, 400)).toBe(5);
    expect(tickerCopies(1280, 640)).toBe(3);
    expect(tickerCopies(0, 0)).toBe(2);
  });
});
