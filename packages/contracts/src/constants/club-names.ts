/**
 * Club names (issue 19): a club is the set of free-text spellings that normalise to one key. Plain
 * functions without zod, for the server's standings and the web app's links to a club.
 */

/** Leading words that name the kind of club, not the club: 'ВК Альфа' is 'Альфа'. */
const CLUB_PREFIXES = ['велоклуб', 'вк'];
/** What riders write when they ride for no club. */
const NO_CLUB = new Set(['нет', 'лично', 'без клуба']);

/**
 * A club's key from its free-text name: lower case, ё read as е, quotes («» „“ " ') dropped, every
 * run of other signs and spaces one hyphen, the leading words 'ВК' and 'Велоклуб' dropped (unless
 * nothing would remain). '«ВК Альфа-Спорт»', 'Велоклуб "альфа спорт"' → 'альфа-спорт'. Null for no
 * club: an empty name, signs only, 'нет', 'лично', 'без клуба'.
 */
export const clubKeyOf = (name: string | null | undefined): string | null => {
  if (!name) return null;
  const words = name
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[«»„“”"'`’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return null;
  while (words.length > 1 && CLUB_PREFIXES.includes(words[0]!)) words.shift();
  if (NO_CLUB.has(words.join(' '))) return null;
  return words.join('-');
};

/** A spelling as it is shown: trimmed, with single spaces. */
export const clubSpellingOf = (name: string): string => name.trim().replace(/\s+/g, ' ');

/**
 * A club's display name: its most frequent spelling among its riders (each spelling with how many
 * riders wrote it); between equally frequent ones, the alphabetically first (so the name does not
 * change from one read to the next).
 */
export const clubDisplayNameOf = (spellings: Iterable<{ name: string; riders: number }>): string => {
  const counts = new Map<string, number>();
  for (const { name, riders } of spellings) {
    const shown = clubSpellingOf(name);
    if (shown) counts.set(shown, (counts.get(shown) ?? 0) + riders);
  }
  let best = '';
  let bestCount = 0;
  for (const [spelling, count] of counts) {
    if (count > bestCount || (count === bestCount && spelling.localeCompare(best, 'ru') < 0)) {
      best = spelling;
      bestCount = count;
    }
  }
  return best;
};

/** The display name of one rider's spelling each. */
export const clubDisplayName = (spellings: Iterable<string>): string =>
  clubDisplayNameOf([...spellings].map((name) => ({ name, riders: 1 })));
