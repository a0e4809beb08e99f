import type { ParticipantProfile } from '@velo/contracts';
import type { ApiRequest } from '@velo/contracts/api';
import { PARTICIPANT_LIMITS, PROFILE_TEXT_LIMITS, maxBirthYear } from '@velo/contracts/constants';
import { STRAVA_PATTERN, UCI_ID_PATTERN } from '@velo/contracts/patterns';

/**
 * The profile form (part 2 §3, §5): every field as the text the person typed. Only the fields that
 * changed are sent; Strava only by an administrator.
 */
export const EDIT_FIELDS = [
  'yearOfBirth',
  'weight',
  'height',
  'uciId',
  'firstNameTransliteration',
  'lastNameTransliteration',
  'club',
  'strava',
] as const;
export type EditField = (typeof EDIT_FIELDS)[number];
export type EditValues = Record<EditField, string>;

export const EDIT_LABELS: Record<EditField, string> = {
  yearOfBirth: 'Год рождения',
  weight: 'Вес, кг',
  height: 'Рост, см',
  uciId: 'UCI ID',
  firstNameTransliteration: 'Имя латиницей',
  lastNameTransliteration: 'Фамилия латиницей',
  club: 'Клуб',
  strava: 'Strava',
};

const text = (value: number | string | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** The form's starting values: the profile as stored. */
export const editValuesOf = (profile: ParticipantProfile): EditValues => ({
  yearOfBirth: text(profile.yearOfBirth),
  weight: text(profile.weight),
  height: text(profile.height),
  uciId: text(profile.uciId),
  firstNameTransliteration: text(profile.firstNameTransliteration),
  lastNameTransliteration: text(profile.lastNameTransliteration),
  club: text(profile.club),
  strava: text(profile.strava),
});

const wholeNumber = (value: string, min: number, max: number): boolean =>
  /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;

const longerThan = (value: string, max: number) => (value.length > max ? `Не длиннее ${max} символов` : null);

/**
 * The message of a field, or null when it may be sent (§5): year of birth 1901 to the current year
 * (and it cannot be cleared once set: protocols are matched by it), weight 10–149, height 100–249,
 * whole numbers; UCI ID digits and hyphens; Strava an athlete number or a link; texts limited.
 */
export const fieldError = (
  field: EditField,
  raw: string,
  initial: EditValues,
  now: Date = new Date(),
): string | null => {
  const value = raw.trim();
  switch (field) {
    case 'yearOfBirth':
      if (value === '') return initial.yearOfBirth.trim() ? 'Год рождения нельзя очистить' : null;
      return wholeNumber(value, PARTICIPANT_LIMITS.minBirthYear, maxBirthYear(now))
        ? null
        : `Год от ${PARTICIPANT_LIMITS.minBirthYear} до ${maxBirthYear(now)}`;
    case 'weight':
      return value === '' || wholeNumber(value, PARTICIPANT_LIMITS.minWeight, PARTICIPANT_LIMITS.maxWeight)
        ? null
        : `Целое число от ${PARTICIPANT_LIMITS.minWeight} до ${PARTICIPANT_LIMITS.maxWeight}`;
    case 'height':
      return value === '' || wholeNumber(value, PARTICIPANT_LIMITS.minHeight, PARTICIPANT_LIMITS.maxHeight)
        ? null
        : `Целое число от ${PARTICIPANT_LIMITS.minHeight} до ${PARTICIPANT_LIMITS.maxHeight}`;
    case 'uciId':
      if (!UCI_ID_PATTERN.test(value)) return 'Только цифры и дефисы';
      return longerThan(value, PROFILE_TEXT_LIMITS.uciId);
    case 'strava':
      if (value !== '' && !STRAVA_PATTERN.test(value)) {
        return 'Номер спортсмена или ссылка https://www.strava.com/athletes/…';
      }
      return longerThan(value, PROFILE_TEXT_LIMITS.strava);
    case 'club':
      return longerThan(value, PROFILE_TEXT_LIMITS.club);
    case 'firstNameTransliteration':
    case 'lastNameTransliteration':
      return longerThan(value, PROFILE_TEXT_LIMITS.nameTransliteration);
  }
};

/** The fields the form may send: Strava only for an administrator (§2.2, §6). */
export const editableFields = (isAdmin: boolean): readonly EditField[] =>
  isAdmin ? EDIT_FIELDS : EDIT_FIELDS.filter((field) => field !== 'strava');

/**
 * What changed, trimmed (§3: only changed fields are sent). A field emptied on purpose is sent empty,
 * which clears it on the server; a field left as it was is not sent at all.
 */
export const changedFields = (
  initial: EditValues,
  values: EditValues,
  isAdmin: boolean,
): Partial<EditValues> => {
  const changes: Partial<EditValues> = {};
  for (const field of editableFields(isAdmin)) {
    const value = values[field].trim();
    if (value !== initial[field].trim()) changes[field] = value;
  }
  return changes;
};

/** The messages of the changed fields only: a stored value the form did not touch never blocks Save. */
export const changedFieldErrors = (
  initial: EditValues,
  values: EditValues,
  isAdmin: boolean,
  now: Date = new Date(),
): Partial<Record<EditField, string>> => {
  const errors: Partial<Record<EditField, string>> = {};
  for (const field of Object.keys(changedFields(initial, values, isAdmin)) as EditField[]) {
    const message = fieldError(field, values[field], initial, now);
    if (message) errors[field] = message;
  }
  return errors;
};

export type PhotoChange = { file: Blob | null; remove: boolean };

/** Whether Save has anything of the profile itself to send. */
export const hasProfileChanges = (changes: Partial<EditValues>, photo: PhotoChange): boolean =>
  Object.keys(changes).length > 0 || photo.file !== null || photo.remove;

export type EditParticipantInfoFields = ApiRequest<'POST /v1/Participant/edit-participant-info'>['form'];

/**
 * The multipart form of POST /v1/Participant/edit-participant-info (§7.1): the id, the changed
 * fields, a new photo (a cropped JPEG) or needToDeletePhoto.
 */
export const editFormFields = (
  participantId: number,
  changes: Partial<EditValues>,
  photo: PhotoChange,
): EditParticipantInfoFields => ({
  id: participantId,
  ...changes,
  ...(photo.file
    ? { photo: new File([photo.file], 'photo.jpg', { type: photo.file.type }) }
    : photo.remove
      ? { needToDeletePhoto: true }
      : {}),
});
