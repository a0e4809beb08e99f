import { FIELD_DESCRIPTION, timeHeaderRank } from './header-dictionary.js';
import type { ColumnField, ColumnReading } from './types.js';

export type KnownField = Exclude<ColumnField, 'ignored'>;

/** Which column each field is read from, and the report of every column. */
export type ColumnLayout = {
  columns: ColumnReading[];
  indexOf: Partial<Record<KnownField, number>>;
  /** Header text by column index ('' for a column without one). */
  headers: string[];
};

/** How messages name a column: by its header, or by its number when it has none. */
export const columnLabel = (layout: ColumnLayout, index: number): string => {
  const header = layout.headers[index] ?? '';
  return header === '' ? `столбец ${index + 1}` : `столбец «${header}»`;
};

const quoted = (header: string, index: number) =>
  header === '' ? `${index + 1} (без заголовка)` : `«${header}»`;

/** A column as the table shape sees it; `isManual` when the organizer's mapping says what it is. */
export type ColumnCandidate = {
  index: number;
  header: string;
  field: KnownField | null;
  hasData: boolean;
  isManual?: boolean;
};

const MANUAL = ' (указано вручную)';

/**
 * Turns per-column guesses into one layout: each field is read from one column (the first; for the
 * time, the most final-sounding header), and every other column is reported as not read, with why.
 */
export const buildLayout = (candidates: readonly ColumnCandidate[]): ColumnLayout => {
  const chosen = new Map<KnownField, ColumnCandidate>();
  for (const candidate of candidates) {
    const { field } = candidate;
    if (!field) continue;
    const current = chosen.get(field);
    const isBetterTime =
      field === 'time' && current && timeHeaderRank(candidate.header) > timeHeaderRank(current.header);
    if (!current || isBetterTime) chosen.set(field, candidate);
  }
  const readAs = new Map<number, { field: ColumnField; description: string }>();
  const describe = (candidate: ColumnCandidate, field: ColumnField, what: string) =>
    readAs.set(candidate.index, {
      field,
      description: `Столбец ${quoted(candidate.header, candidate.index)} ${what}${candidate.isManual ? MANUAL : ''}`,
    });

  const lastName = chosen.get('lastName');
  const firstName = chosen.get('firstName');
  const fullName = chosen.get('fullName');
  if (lastName && firstName && fullName) {
    chosen.delete('fullName');
    describe(
      fullName,
      'ignored',
      `не учитывается: фамилия и имя читаются из столбцов «${lastName.header}» и «${firstName.header}»`,
    );
  } else if (lastName && !firstName && !fullName) {
    // One 'Фамилия' column and no first-name column: organizers write the whole name there.
    chosen.delete('lastName');
    chosen.set('fullName', lastName);
    describe(
      lastName,
      'fullName',
      `прочитан как ${FIELD_DESCRIPTION.fullName}: отдельного столбца имени нет`,
    );
  } else if (lastName && fullName && !firstName) {
    chosen.delete('lastName');
    describe(lastName, 'ignored', `не учитывается: фамилия и имя читаются из столбца «${fullName.header}»`);
  } else if (firstName && fullName && !lastName) {
    // 'Name' next to 'First name' is the last name.
    chosen.delete('fullName');
    chosen.set('lastName', fullName);
    describe(fullName, 'lastName', `прочитан как ${FIELD_DESCRIPTION.lastName}`);
  }

  const indexOf: Partial<Record<KnownField, number>> = {};
  for (const [field, candidate] of chosen) {
    indexOf[field] = candidate.index;
    if (!readAs.has(candidate.index)) describe(candidate, field, `прочитан как ${FIELD_DESCRIPTION[field]}`);
  }
  for (const candidate of candidates) {
    if (readAs.has(candidate.index)) continue;
    const { field } = candidate;
    const owner = field ? chosen.get(field) : undefined;
    if (field === 'gap' || field === 'rowNumber') {
      describe(candidate, field, `прочитан как ${FIELD_DESCRIPTION[field]}`);
    } else if (field && owner) {
      describe(
        candidate,
        'ignored',
        `не учитывается: ${FIELD_DESCRIPTION[field]} уже читается из столбца ${quoted(owner.header, owner.index)}`,
      );
    } else if (candidate.isManual) {
      describe(candidate, 'ignored', 'не учитывается');
    } else if (candidate.header !== '' || candidate.hasData) {
      describe(candidate, 'ignored', FIELD_DESCRIPTION.ignored);
    }
  }
  const columns = candidates.flatMap((candidate) => {
    const reading = readAs.get(candidate.index);
    return reading
      ? [{ columnIndex: candidate.index, header: candidate.header, ...reading, detectedField: reading.field }]
      : [];
  });
  return { columns, indexOf, headers: candidates.map((candidate) => candidate.header) };
};
