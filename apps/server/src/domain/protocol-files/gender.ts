import { wordKey } from './normalize-key.js';
import type { ParsedGender } from './types.js';

const MALE = ['м', 'm', 'муж', 'мужской', 'мужчина', 'мужчины', 'male', 'man', 'men'];
const FEMALE = ['ж', 'f', 'w', 'жен', 'женский', 'женщина', 'женщины', 'female', 'woman', 'women'];

const GENDER_BY_WORD = new Map<string, ParsedGender>([
  ...MALE.map((word) => [word, 'male'] as const),
  ...FEMALE.map((word) => [word, 'female'] as const),
]);

/** A gender cell (М/Ж, M/F, муж/жен…); null when the text names no gender. */
export const genderOfCell = (text: string): ParsedGender | null => GENDER_BY_WORD.get(wordKey(text)) ?? null;

/** Words inside a group name that name a gender ('ЖЕНЩИНЫ 40+', 'Elite Men', 'Юниорки'). */
const GROUP_WORDS = new Map<string, ParsedGender>([
  ...['мужчины', 'мужчина', 'муж', 'юноши', 'юниоры', 'мальчики', 'men', 'man', 'male', 'boys'].map(
    (word) => [word, 'male'] as const,
  ),
  ...[
    'женщины',
    'женщина',
    'жен',
    'девушки',
    'юниорки',
    'девочки',
    'women',
    'woman',
    'female',
    'girls',
    'ladies',
  ].map((word) => [word, 'female'] as const),
]);

// A group code: a gender letter (Cyrillic or Latin) directly before an age or a space: 'М40-49', 'Ж10', 'W Pro'.
const GROUP_CODE = /^([мжmwf])(?=\d|[\s_-]|$)/;
const WORD_SPLIT = /[^a-zа-я]+/;

/** The gender a group / category cell names, or null ('Open', 'Masters', 'MW' name none). */
export const genderOfGroup = (text: string): ParsedGender | null => {
  const key = text.toLowerCase().replaceAll('ё', 'е').trim();
  if (key === '') return null;
  const code = GROUP_CODE.exec(key)?.[1];
  if (code) return code === 'м' || code === 'm' ? 'male' : 'female';
  let found: ParsedGender | null = null;
  for (const word of key.split(WORD_SPLIT)) {
    const gender = GROUP_WORDS.get(word);
    if (gender && found && gender !== found) return null;
    found = gender ?? found;
  }
  return found;
};
