/**
 * The matching key of rating.md: last name + first name, trimmed, case-folded, ё read as е,
 * repeated spaces folded. Together with the year of birth it identifies a rider across files.
 */
export const normalizedParticipantName = (lastName: string, firstName: string): string =>
  `${lastName} ${firstName}`.toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();
