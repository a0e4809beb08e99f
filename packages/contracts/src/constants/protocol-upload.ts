/**
 * The upload wizard's preview (issue 13): what a column of a protocol file can be read as, how many
 * rows the preview shows, and how many similar riders it offers for each new one.
 */

/**
 * The kinds of column the reader knows (apps/server/src/domain/protocol-files), as sent in
 * process-file's `columns[].field` and accepted in a column mapping. `gap` and `rowNumber` are
 * recognised and not read; `ignored` is a column that is not read.
 */
export const PROTOCOL_COLUMN_FIELDS = [
  'place',
  'bib',
  'lastName',
  'firstName',
  'middleName',
  'fullName',
  'yearOfBirth',
  'birthDate',
  'age',
  'gender',
  'category',
  'club',
  'city',
  'time',
  'gap',
  'status',
  'sprint',
  'mountain',
  'points',
  'rowNumber',
  'ignored',
] as const;
export type ProtocolColumnField = (typeof PROTOCOL_COLUMN_FIELDS)[number];

/** The kinds a column may carry once: all but those that are not read. */
export const isReadColumnField = (field: ProtocolColumnField): boolean =>
  field !== 'ignored' && field !== 'gap' && field !== 'rowNumber';

/** How the preview's select names each kind. */
export const PROTOCOL_COLUMN_FIELD_LABELS: Record<ProtocolColumnField, string> = {
  place: 'Место',
  bib: 'Стартовый номер',
  lastName: 'Фамилия',
  firstName: 'Имя',
  middleName: 'Отчество',
  fullName: 'Фамилия и имя в одном столбце',
  yearOfBirth: 'Год рождения',
  birthDate: 'Дата рождения',
  age: 'Возраст',
  gender: 'Пол',
  category: 'Группа (категория)',
  club: 'Команда (клуб)',
  city: 'Город',
  time: 'Время',
  gap: 'Отставание (не учитывается)',
  status: 'Статус (DNF, DNS, DSQ)',
  sprint: 'Спринт (отметка победителя)',
  mountain: 'Горная премия (отметка победителя)',
  points: 'Очки',
  rowNumber: 'Номер по порядку (не учитывается)',
  ignored: 'Не учитывать',
};

/** The rows of the file the preview shows as read. */
export const PROTOCOL_PREVIEW_ROWS = 10;

/** At most this many existing riders are offered for each new rider of a file. */
export const SIMILAR_PARTICIPANTS_LIMIT = 5;

/**
 * Why an existing rider is offered for a new one, strongest first: the names swapped, the name in
 * Latin letters (or the other way round), the names differing only by ё/е, the same name with
 * another year of birth, a similar name (trigram similarity).
 */
export const SIMILARITY_REASONS = ['swappedNames', 'latinName', 'yo', 'otherYear', 'similarName'] as const;
export type SimilarityReason = (typeof SIMILARITY_REASONS)[number];
