import { schemaResolver } from '@mantine/form';
import { participantProfileFormSchema, type ParticipantProfile } from '@velo/contracts';
import type { ApiRequest } from '@velo/contracts/api';

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

/** The schema's messages, on the values it is given. */
const profileFormErrors = schemaResolver(participantProfileFormSchema, { sync: true });

/**
 * The messages of the changed fields only, as the contracts' form schema words them (§5): a stored
 * value the form did not touch never blocks Save.
 */
export const changedFieldErrors = (
  initial: EditValues,
  values: EditValues,
  isAdmin: boolean,
): Partial<Record<EditField, string>> =>
  profileFormErrors(changedFields(initial, values, isAdmin)) as Partial<Record<EditField, string>>;

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
