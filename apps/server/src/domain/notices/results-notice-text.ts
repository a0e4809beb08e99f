import { provisionalText } from '@velo/contracts';
import { pointsPhrase } from '../../lib/russian-text.js';
import type { NoticeProtocol, NoticeResultRow, NoticeWinner } from './results-notice-repository.js';

// The text of a results notice: the mail and the bot send the same subject and body
// (the notification's message), so this is written once.

export const dayText = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

const nameOf = (row: { lastName: string; firstName: string }) => `${row.lastName} ${row.firstName}`.trim();

/**
 * «Иванов Пётр: 3 место, 1:02:03 — 106,4 очка, в рейтинге 12 место (350 очков)». The points part
 * only with points (a rating protocol whose season was recalculated), the rating part only when the
 * rider is in their gender's national table of the season.
 */
export const resultLine = (row: NoticeResultRow, withPoints: boolean): string => {
  let line =
    `${row.reason === 'own' ? 'Ваш результат' : nameOf(row)}: ` +
    (row.status === 'F' && row.place !== null ? `${row.place} место` : row.status) +
    (row.resultTime ? `, ${row.resultTime}` : '');
  if (withPoints && row.points !== null) {
    line += ` — ${pointsPhrase(row.points)}`;
    if (row.seasonPlace !== null && row.seasonPoints !== null)
      line += `, в рейтинге ${row.seasonPlace} место (${pointsPhrase(row.seasonPoints)})`;
  }
  return line;
};

const winnerLine = (winner: NoticeWinner) =>
  `${winner.gender === 'male' ? 'Первый среди мужчин' : 'Первая среди женщин'}: ${nameOf(winner)}` +
  (winner.resultTime ? `, ${winner.resultTime}` : '');

export type ResultsNoticeText = { subject: string; body: string };

/** At most this many result lines in one notice. */
const MAX_LINES = 20;

/**
 * One user's notice of a protocol: the winners when they follow the event, then their own result
 * and their followed riders' results, then the protocol's link.
 */
export const resultsNoticeText = (input: {
  protocol: NoticeProtocol;
  lines: NoticeResultRow[];
  winners: NoticeWinner[] | null;
  withPoints: boolean;
  link: string;
}): ResultsNoticeText => {
  const { protocol, lines, winners, withPoints, link } = input;
  const parts = [`Протокол «${protocol.name}»`];
  // Provisional results say so, with the time the protests close.
  if (protocol.provisionalUntil) parts[0] += `\n${provisionalText(protocol.provisionalUntil)}`;
  if (winners?.length) parts.push(winners.map(winnerLine).join('\n'));
  if (lines.length)
    parts.push(
      lines
        .slice(0, MAX_LINES)
        .map((line) => resultLine(line, withPoints))
        .join('\n'),
    );
  parts.push(link);
  return {
    subject: `Результаты: ${protocol.eventName}, ${dayText(protocol.eventDate)}`,
    body: parts.join('\n\n'),
  };
};
