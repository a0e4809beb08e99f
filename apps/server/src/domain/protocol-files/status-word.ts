import { wordKey } from './normalize-key.js';
import type { ParsedStatus } from './types.js';

/** A status as a cell writes it; OUT (вне зачёта) is not a status of the result but a flag on it. */
export type StatusWord = ParsedStatus | 'OUT';

const WORDS: Record<StatusWord, readonly string[]> = {
  F: ['F', 'FIN', 'Finished', 'OK', 'Финишировал', 'Финишировала', 'Фин'],
  DNF: ['DNF', 'сошел', 'сошёл', 'сошла', 'сход', 'не финишировал', 'не финишировала', 'н/ф'],
  DNS: [
    'DNS',
    'не стартовал',
    'не стартовала',
    'н/с',
    'н/ст',
    'не старт',
    'неявка',
    'не явился',
    'не явилась',
  ],
  DSQ: [
    'DSQ',
    'DQ',
    'дисквал.',
    'дискв.',
    'дисквалифицирован',
    'дисквалифицирована',
    'дисквалификация',
    'снят',
    'снята',
  ],
  OUT: ['OUT', 'вне зачёта', 'вне зачета', 'в/з', 'в/к', 'вне конкурса', 'OOC'],
};

const STATUS_BY_KEY = new Map<string, StatusWord>(
  (Object.entries(WORDS) as [StatusWord, readonly string[]][]).flatMap(([status, words]) =>
    words.map((word) => [wordKey(word), status] as const),
  ),
);

/** A remark after the word ('DNF (механика)', 'сошёл, 2 круг') keeps the word readable. */
const FIRST_PHRASE = /^[^(,;:]+/;

/** The status a cell's text names, or null when the text is not a status word. */
export const statusOfWord = (text: string): StatusWord | null => {
  const key = wordKey(text);
  if (key === '') return null;
  const exact = STATUS_BY_KEY.get(key);
  if (exact) return exact;
  const phrase = FIRST_PHRASE.exec(key)?.[0];
  return phrase ? (STATUS_BY_KEY.get(wordKey(phrase)) ?? null) : null;
};

export const STATUS_HINT = 'ожидается F, DNF, DNS, DSQ, OUT или сошёл, не стартовал, снят, вне зачёта';
