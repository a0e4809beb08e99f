import { moscowToday } from '@velo/contracts/constants';
import type { GenderFilter, ResultStatus } from '@velo/contracts';
import { formatPoints } from './format-basics';

// How the public screens write dates, points, names and labels (ui.md: dd/MM/yyyy, Russian month
// names, a decimal comma where a person reads numbers). The three that a rider's first screen uses
// live in format-basics.ts, so that page loads them without the rest (issue 42); import them from
// here as the others.

export { formatDay, formatPoints, plural } from './format-basics';

const pad = (value: number) => String(value).padStart(2, '0');

/** Moscow's clock (UTC+3, no daylight saving): the portal's day and time (docs/decisions/foundation.md). */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** A moment as Moscow's clock reads it, in the UTC fields of the answer; null for no valid moment. */
const onMoscowClock = (timestamp: string | null | undefined): Date | null => {
  if (!timestamp) return null;
  const time = new Date(timestamp).getTime();
  return Number.isNaN(time) ? null : new Date(time + MOSCOW_OFFSET_MS);
};

/**
 * A moment (an ISO timestamp) → dd/MM/yyyy in Moscow, the portal's day: the server that renders a
 * page and the reader's browser write the same day (in the reader's zone, a page rendered in UTC
 * after 21:00 said another day than the browser, and React threw its markup away).
 */
export const formatDate = (timestamp: string | null | undefined): string => {
  const date = onMoscowClock(timestamp);
  if (!date) return '';
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
};

/** A moment → HH:mm on Moscow's clock, beside formatDate's day ('' when there is none). */
export const formatClock = (timestamp: string | null | undefined): string => {
  const date = onMoscowClock(timestamp);
  return date ? `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}` : '';
};

/** Month names: the nominative for headings ('Ноябрь 2026'), the genitive after a day ('21 ноября'). */
export const MONTHS = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
] as const;
export const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;
/** Weeks start on Monday. */
export const WEEKDAYS_SHORT = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;
export const WEEKDAYS = [
  'понедельник',
  'вторник',
  'среда',
  'четверг',
  'пятница',
  'суббота',
  'воскресенье',
] as const;

/** The parts of a wire day, read as a calendar day (no time zone). */
export const dayParts = (day: string): { year: number; month: number; date: number; weekday: number } => {
  const [year = 1970, month = 1, date = 1] = day.slice(0, 10).split('-').map(Number);
  const weekday = (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
  return { year, month, date, weekday };
};

/** '21 ноября, суббота'. */
export const formatLongDay = (day: string): string => {
  const { month, date, weekday } = dayParts(day);
  return `${date} ${MONTHS_GENITIVE[month - 1]}, ${WEEKDAYS[weekday]}`;
};

/**
 * Today (or another moment) as YYYY-MM-DD in Moscow, the portal's day (docs/decisions/foundation.md):
 * the same day on the server that renders a page, in the reader's browser and in the page's data,
 * whatever their clocks' time zones (read in the reader's zone, a page rendered in UTC between 21:00
 * and midnight asked for another day than its HTML held, and React threw the server's markup away).
 */
export const isoDay = (date: Date = new Date()): string => moscowToday(date);

/** A day moved by whole days (YYYY-MM-DD in, YYYY-MM-DD out). */
export const addDays = (day: string, days: number): string => {
  const { year, month, date } = dayParts(day);
  const moved = new Date(Date.UTC(year, month - 1, date + days));
  return moved.toISOString().slice(0, 10);
};

/** A share in percent with a decimal comma: 83.333 → '83,3 %'. */
export const formatPercent = (percent: number): string =>
  `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }).format(percent)} %`;

/** A coefficient with a decimal comma: 0.5 → '0,5', 1.125 → '1,13'. */
export const formatRatio = (ratio: number): string => formatPoints(ratio);

/** A result time is shown as its first 11 characters (spec part 1 §9). */
export const formatResultTime = (time: string | null | undefined): string => (time ?? '').slice(0, 11);

/** Names are shown as last name then first name. */
export const fullName = (person: { lastName: string; firstName: string }): string =>
  `${person.lastName} ${person.firstName}`.trim();

/** Gender in labels: male 'М', female 'Ж', all 'Все', otherwise '-' (spec part 1 §2.5). */
export const genderLabel = (gender: GenderFilter | string | null | undefined): string =>
  gender === 'male' ? 'М' : gender === 'female' ? 'Ж' : gender === 'all' ? 'Все' : '-';

/** A discipline named 'маунтинбайк' is shown as 'мтб' (spec part 1 §3). */
export const disciplineLabel = (name: string | null | undefined): string => {
  if (!name) return '';
  return name.trim().toLowerCase() === 'маунтинбайк' ? 'мтб' : name;
};

/** What a result without a place shows: its status. */
export const STATUS_TEXT: Record<ResultStatus, string> = {
  F: 'Финиш',
  DNS: 'DNS',
  DNF: 'DNF',
  DSQ: 'DSQ',
};
export const STATUS_TITLE: Record<ResultStatus, string> = {
  F: 'Финишировал',
  DNS: 'Не стартовал',
  DNF: 'Не финишировал',
  DSQ: 'Дисквалифицирован',
};
