/**
 * Russian → Latin transliteration as in Russian international passports (ICAO Doc 9303,
 * the rules used since 2014), so a rider's name reads the way it does in their passport.
 */
const TABLE: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

export const transliterate = (text: string): string => {
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    const latin = TABLE[lower];
    if (latin === undefined) {
      out += char;
    } else if (char !== lower && latin.length > 0) {
      out += latin[0]!.toUpperCase() + latin.slice(1);
    } else {
      out += latin;
    }
  }
  return out;
};
