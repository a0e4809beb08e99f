/**
 * iCalendar text (RFC 5545), written by hand: content lines end with CRLF and are folded at 75
 * octets (never inside a UTF-8 character); TEXT values escape backslash, semicolon, comma and line
 * breaks.
 */

const MAX_LINE_OCTETS = 75;

/** A TEXT value: \ ; , and line breaks escaped; other control characters dropped. */
export const icsText = (value: string): string =>
  value
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/[\\;,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));

/** Folds one content line: at most 75 octets per physical line, continuations start with a space. */
export const foldLine = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1; // the leading space counts
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

/** A day as DATE: 2025-06-01 → 20250601. */
export const icsDate = (day: string): string => day.slice(0, 10).replaceAll('-', '');

/** The day after (DTEND of an all-day event is exclusive). */
export const icsNextDate = (day: string): string => {
  const next = new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + 86_400_000);
  return icsDate(next.toISOString());
};

/** A moment as DATE-TIME in UTC: 20250601T101500Z. */
export const icsDateTime = (moment: Date): string =>
  moment
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

export type IcsProperty = [name: string, value: string];

export type IcsEvent = IcsProperty[];

/** A whole VCALENDAR object from its header properties and events (values already escaped). */
export const renderCalendar = (header: IcsProperty[], events: IcsEvent[]): string => {
  const lines: string[] = ['BEGIN:VCALENDAR', ...header.map(([name, value]) => `${name}:${value}`)];
  for (const event of events) {
    lines.push('BEGIN:VEVENT', ...event.map(([name, value]) => `${name}:${value}`), 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
};
