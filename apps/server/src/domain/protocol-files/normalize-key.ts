/**
 * Header and keyword lookups compare a folded form of the text, so that 'Г.р.', 'г. р.', 'ГР'
 * and 'Год\nрождения' find their entry with one Map lookup instead of a regex per variant.
 */
const PARENTHESES = /\([^)]*\)/g;
const NOT_KEY_CHARACTERS = /[^a-zа-я0-9№/+]/g;

/** Header key: lower case, ё → е, parenthesised remarks dropped, only letters, digits, '№', '/', '+'. */
export const headerKey = (text: string): string =>
  text.toLowerCase().replaceAll('ё', 'е').replace(PARENTHESES, '').replace(NOT_KEY_CHARACTERS, '');

const WORD_SPACES = /\s+/g;
const TRAILING_DOTS = /\.+$/;

/** Word key for status words and marks: lower case, ё → е, spaces folded, trailing dots dropped. */
export const wordKey = (text: string): string =>
  text.toLowerCase().replaceAll('ё', 'е').replace(WORD_SPACES, ' ').trim().replace(TRAILING_DOTS, '');
