/**
 * How the server's pages write numbers, days and names: as the web app's screens do
 * (apps/web/src/components/format.ts: dd/MM/yyyy, a decimal comma).
 */

const pointsFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Points with a decimal comma: 1234.5 → '1 234,5'. */
export const formatPoints = (points: number): string => pointsFormat.format(points);

/** A wire day (YYYY-MM-DD…) → dd/MM/yyyy. */
export const formatDay = (day: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
};

import { plural } from '@velo/contracts/russian-words';

export { plural };

/** '1 234,5 очка', '5 очков', '21 очко': a fractional number takes the genitive singular. */
export const pointsPhrase = (points: number): string =>
  `${formatPoints(points)} ${Number.isInteger(points) ? plural(points, ['очко', 'очка', 'очков']) : 'очка'}`;

const countFormat = new Intl.NumberFormat('ru-RU');

/** '12 гонок'. */
export const racesPhrase = (count: number): string =>
  `${countFormat.format(count)} ${plural(count, ['гонка', 'гонки', 'гонок'])}`;

/** '120 участников', '33 450 участников'. */
export const ridersPhrase = (count: number): string =>
  `${countFormat.format(count)} ${plural(count, ['участник', 'участника', 'участников'])}`;

/** Names are written last name first. */
export const fullName = (person: { lastName: string; firstName: string }): string =>
  `${person.lastName} ${person.firstName}`.trim();

/** A description fits a messenger's preview: cut at a word, with an ellipsis, past `max` characters. */
export const clip = (text: string, max = 300): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
};
