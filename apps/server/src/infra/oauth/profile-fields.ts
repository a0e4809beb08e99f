import { EMAIL_PATTERN } from '@velo/contracts';

/** A provider's e-mail, when it is a well-formed address; lower-cased like every stored e-mail. */
export const emailOrNothing = (value: string | null | undefined): string | undefined => {
  const email = value?.trim().toLowerCase();
  return email && EMAIL_PATTERN.test(email) ? email : undefined;
};

const plausibleYear = (year: number): number | undefined =>
  Number.isInteger(year) && year >= 1900 && year <= new Date().getUTCFullYear() ? year : undefined;

/** The year of 'YYYY-MM-DD' or 'YYYY' (Yandex, OpenID Connect); hidden years ('0000-…') give nothing. */
export const yearOfIsoDate = (value: string | null | undefined): number | undefined => {
  const match = /^(\d{4})(?:-\d{2}-\d{2})?$/.exec(value?.trim() ?? '');
  return match ? plausibleYear(Number(match[1])) : undefined;
};

/** The year of 'DD.MM.YYYY' (VK); 'DD.MM' without a year gives nothing. */
export const yearOfDottedDate = (value: string | null | undefined): number | undefined => {
  const match = /^\d{1,2}\.\d{1,2}\.(\d{4})$/.exec(value?.trim() ?? '');
  return match ? plausibleYear(Number(match[1])) : undefined;
};

export const nameOf = (value: string | null | undefined): string => value?.trim() ?? '';
