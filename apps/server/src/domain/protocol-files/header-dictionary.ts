import { headerKey } from './normalize-key.js';
import type { ColumnField } from './types.js';

type KnownField = Exclude<ColumnField, 'ignored'>;

/**
 * Header variants seen in real result files (protocol-files.md), written as people write them;
 * they are folded with `headerKey`, so case, dots, spaces and ё do not matter.
 * `П/п` and `№ п/п` are a row number, not a place; `№` alone is a bib.
 */
const VARIANTS: Record<KnownField, readonly string[]> = {
  rowNumber: ['П/п', '№ п/п', 'N п/п', 'No п/п', '№ пп', 'пп', 'нпп', '№ по порядку'],
  place: ['Место', 'М', 'Position', 'Place', 'Pos', 'Pl', 'Rank', 'Позиция', 'Занятое место', 'Абс. место'],
  bib: [
    'Номер',
    '№',
    'Ст. номер',
    'Стартовый номер',
    'Ст. №',
    'Номер участника',
    'Bib',
    'Plate',
    'Number',
    'Bib No',
  ],
  lastName: ['Фамилия', 'Last', 'Last name', 'lastName', 'Surname', 'Family name'],
  firstName: ['Имя', 'First', 'First name', 'firstName', 'Given name'],
  middleName: ['Отчество', 'Middle name', 'middleName', 'Patronymic'],
  fullName: [
    'Фамилия Имя',
    'Фамилия, имя',
    'Фамилия и имя',
    'Фамилия Имя Отчество',
    'Фамилия, имя участника',
    'Фамилия, имя, отчество',
    'Участник',
    'ФИО',
    'Ф.И.О.',
    'Спортсмен',
    'Гонщик',
    'Name',
    'Full name',
    'Rider',
    'Athlete',
    'Participant',
  ],
  yearOfBirth: [
    'Год рождения',
    'Г.р.',
    'ГР',
    'Г/р',
    'Год р.',
    'Год',
    'Year',
    'Year of birth',
    'Birth year',
    'YOB',
  ],
  birthDate: ['Дата рождения', 'Дата рожд.', 'Birth date', 'Date of birth', 'Birthdate', 'DOB'],
  age: ['Возраст', 'Age'],
  gender: ['Пол', 'Gender', 'Sex'],
  category: [
    'Группа',
    'Категория',
    'Возрастная группа',
    'Возрастная категория',
    'Кат.',
    'Class',
    'Category',
    'Cat',
    'Group',
    'Age group',
  ],
  club: ['Команда', 'Клуб', 'Команда/клуб', 'Клуб/команда', 'Club', 'Team'],
  city: ['Город', 'Регион', 'City', 'Region', 'Населённый пункт', 'Субъект РФ'],
  time: [
    'Время',
    'Результат',
    'Итог',
    'Итоговое время',
    'Общее время',
    'Time',
    'Total Time',
    'Result',
    'Race time',
  ],
  gap: ['Отставание', 'Отст.', 'Отставание от лидера', 'Gap', 'Delta', 'Diff', 'Behind', '+'],
  status: ['Статус', 'Status'],
  sprint: ['Спринт', 'Промежуточный финиш', 'Победитель спринта', 'Sprint'],
  mountain: ['Горный', 'Горная', 'Горная премия', 'Гора', 'Mountain', 'KOM', 'Climb'],
  points: ['Очки', 'Баллы', 'Очки рейтинга', 'Points', 'Pts'],
};

/**
 * When a file has several time columns (split times, 'Время' next to 'Итог'), the final one wins:
 * the higher rank here is the more final-sounding header. Other fields: the first column wins.
 */
const TIME_RANK = new Map<string, number>([
  [headerKey('Итог'), 3],
  [headerKey('Итоговое время'), 3],
  [headerKey('Общее время'), 3],
  [headerKey('Total Time'), 3],
  [headerKey('Результат'), 2],
  [headerKey('Result'), 2],
]);

const FIELD_BY_KEY = new Map<string, KnownField>(
  (Object.entries(VARIANTS) as [KnownField, readonly string[]][]).flatMap(([field, variants]) =>
    variants.map((variant) => [headerKey(variant), field] as const),
  ),
);

/** The field a header cell names, or null when it names nothing known. */
export const fieldOfHeader = (text: string): KnownField | null => {
  const key = headerKey(text);
  return key === '' ? null : (FIELD_BY_KEY.get(key) ?? null);
};

export const timeHeaderRank = (text: string): number => TIME_RANK.get(headerKey(text)) ?? 1;

/** What each field is, in the words of the column report ('прочитан как …'). */
export const FIELD_DESCRIPTION: Record<ColumnField, string> = {
  place: 'место',
  bib: 'стартовый номер',
  lastName: 'фамилия',
  firstName: 'имя',
  middleName: 'отчество',
  fullName: 'фамилия, имя и отчество (фамилия первой)',
  yearOfBirth: 'год рождения',
  birthDate: 'дата рождения (из неё берётся год рождения)',
  age: 'возраст (год рождения = год протокола − возраст)',
  gender: 'пол',
  category: 'группа (категория)',
  club: 'команда (клуб)',
  city: 'город',
  time: 'время',
  gap: 'отставание и не учитывается',
  status: 'статус (F, DNF, DNS, DSQ, вне зачёта)',
  sprint: 'отметка победителя спринта',
  mountain: 'отметка победителя горной премии',
  points: 'очки',
  rowNumber: 'номер по порядку и не учитывается',
  ignored: 'не распознан и не учитывается',
};
