/** Names as people write them in protocols, brought to one form: usual case, parts split. */

const HAS_LETTER = /\p{L}/u;
const SPACES = /\s+/;

/** 'БАБАЕВ' → 'Бабаев', 'ivanov' → 'Ivanov'; a part already in mixed case ('McEwen') is kept. */
const fixPartCase = (part: string): string => {
  if (!HAS_LETTER.test(part)) return part;
  const lower = part.toLowerCase();
  if (part !== part.toUpperCase() && part !== lower) return part;
  return lower.charAt(0).toUpperCase() + lower.slice(1);
};

/** Each word and each hyphenated part in the usual case: 'ПЕТРОВА-ВОДКИНА' → 'Петрова-Водкина'. */
export const usualCase = (name: string): string =>
  name
    .split(SPACES)
    .filter((word) => word !== '')
    .map((word) => word.split('-').map(fixPartCase).join('-'))
    .join(' ');

export type NameParts = { lastName: string; firstName: string; middleName: string };

const FULL_NAME_SEPARATORS = /[\s,]+/;
const LETTERS = /\p{L}/gu;

/** A word written in capitals ('IVANOV'), at least two letters, as timing exports write last names. */
const isCapitalised = (word: string): boolean => {
  const letters = word.match(LETTERS);
  return letters !== null && letters.length >= 2 && word === word.toUpperCase();
};

/**
 * Splits one full-name cell. Russian files write the last name first ('Иванов Иван Петрович').
 * One exception is safe to read: when some words are in capitals and the others are not, the
 * capitals are the last name wherever they stand ('Ivan IVANOV', as timing exports write it).
 */
export const splitFullName = (text: string): NameParts => {
  const words = text.split(FULL_NAME_SEPARATORS).filter((word) => word !== '');
  const capitals = words.map(isCapitalised);
  const capitalCount = capitals.filter(Boolean).length;
  const first = capitals.indexOf(true);
  const isOneBlock = capitalCount > 0 && capitals.lastIndexOf(true) - first + 1 === capitalCount;
  if (isOneBlock && capitalCount < words.length && first > 0) {
    const lastName = words.slice(first, first + capitalCount).join(' ');
    const rest = [...words.slice(0, first), ...words.slice(first + capitalCount)];
    return {
      lastName: usualCase(lastName),
      firstName: usualCase(rest[0] ?? ''),
      middleName: usualCase(rest.slice(1).join(' ')),
    };
  }
  return {
    lastName: usualCase(words[0] ?? ''),
    firstName: usualCase(words[1] ?? ''),
    middleName: usualCase(words.slice(2).join(' ')),
  };
};
