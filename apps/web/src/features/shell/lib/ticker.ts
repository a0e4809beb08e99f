/** Ticker speed: 100 characters per second (spec part 1 §9). */
export const TICKER_CHARS_PER_SECOND = 100;

/** Between two titles, and between the end of the line and its next repetition. */
export const TICKER_SEPARATOR = '   •   ';

/** The titles as one line (blank ones dropped). */
export const tickerLine = (titles: readonly string[]): string =>
  titles
    .map((title) => title.trim())
    .filter(Boolean)
    .join(TICKER_SEPARATOR);

/**
 * One repetition of the line is the line plus the separator; the animation moves the track by one
 * repetition per cycle, so a cycle lasts (its characters ÷ 100) seconds.
 */
export const tickerCycleMs = (line: string, charsPerSecond = TICKER_CHARS_PER_SECOND): number =>
  Math.round(((line.length + TICKER_SEPARATOR.length) / charsPerSecond) * 1000);

/**
 * How many repetitions fill the strip without a gap: enough to cover the strip's width plus the
 * repetition that is sliding out, and never fewer than two.
 */
export const tickerCopies = (stripWidth: number, copyWidth: number): number => {
  if (copyWidth <= 0 || stripWidth <= 0) return 2;
  return Math.max(2, Math.ceil(stripWidth / copyWidth) + 1);
};
