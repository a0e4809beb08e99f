import { dayOfDate, findDay, isoDay } from './calendar-date.js';
import { cellText } from './cell-text.js';
import type { GridRow } from './sheet-grid.js';

export type TitleInfo = { title: string | null; protocolDate: string | null };

/**
 * The rows above the header name the event and its day: the first one is the title, and the first
 * date written in any of them ('12.05.2024', '12 мая 2024 г.', an Excel date) is the protocol's date.
 */
export const readTitleRows = (rows: readonly GridRow[]): TitleInfo => {
  let title: string | null = null;
  let protocolDate: string | null = null;
  for (const row of rows) {
    const texts = row.cells.map(cellText).filter((text) => text !== '');
    if (texts.length === 0) continue;
    title ??= texts.join(' ');
    for (const cell of row.cells) {
      if (protocolDate) break;
      const day = cell instanceof Date ? dayOfDate(cell) : typeof cell === 'string' ? findDay(cell) : null;
      if (day) protocolDate = isoDay(day);
    }
    if (protocolDate) break;
  }
  return { title, protocolDate };
};
