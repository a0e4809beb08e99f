/**
 * The matching key of rating.md: last name + first name, trimmed, case-folded, ё read as е,
 * repeated spaces folded. Together with the year of birth it identifies a rider across files.
 */
export const normalizedParticipantName = (lastName: string, firstName: string): string =>
  `${lastName} ${firstName}`.toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();

export type PersonNames = { lastName: string; firstName: string; yearOfBirth: number | null };

/** The key a rider is matched by (rating.md): normalized last + first name, and the year of birth. */
export const personKey = (person: PersonNames): string =>
  `${normalizedParticipantName(person.lastName, person.firstName)}|${person.yearOfBirth ?? ''}`;

/** The rows whose rider is not in the database yet (`known` by key), one per person, in file order. */
export const newPeople = <T extends PersonNames>(rows: T[], known: Map<string, number>): T[] => {
  const seen = new Set<string>();
  const fresh: T[] = [];
  for (const row of rows) {
    const key = personKey(row);
    if (known.has(key) || seen.has(key)) continue;
    seen.add(key);
    fresh.push(row);
  }
  return fresh;
};
