import type { ParticipantProfile } from '@velo/contracts';
import { describe, expect, it } from 'vitest';
import { formDataOf } from '@/lib/api-client';
import {
  changedFieldErrors,
  changedFields,
  editFormFields,
  editValuesOf,
  fieldError,
  hasProfileChanges,
  type EditValues,
} from './edit-form';

const NOW = new Date('2026-03-01T12:00:00Z');

const stored: EditValues = editValuesOf({
  yearOfBirth: 1980,
  weight: 72,
  height: null,
  uciId: '100-200',
  firstNameTransliteration: 'Ivan',
  lastNameTransliteration: 'Petrov',
  club: 'Вело Клуб',
  strava: '12345',
} as ParticipantProfile);

describe('profile form (part 2 §3, §5)', () => {
  it('starts from the stored values as text', () => {
    expect(stored).toEqual({
      yearOfBirth: '1980',
      weight: '72',
      height: '',
      uciId: '100-200',
      firstNameTransliteration: 'Ivan',
      lastNameTransliteration: 'Petrov',
      club: 'Вело Клуб',
      strava: '12345',
    });
  });

  it('checks the year of birth: 1901 to the current year, never cleared once set', () => {
    expect(fieldError('yearOfBirth', '1901', stored, NOW)).toBeNull();
    expect(fieldError('yearOfBirth', ' 2026 ', stored, NOW)).toBeNull();
    expect(fieldError('yearOfBirth', '1900', stored, NOW)).toBe('Год от 1901 до 2026');
    expect(fieldError('yearOfBirth', '2027', stored, NOW)).toBe('Год от 1901 до 2026');
    expect(fieldError('yearOfBirth', '19z0', stored, NOW)).toBe('Год от 1901 до 2026');
    expect(fieldError('yearOfBirth', '', stored, NOW)).toBe('Год рождения нельзя очистить');
    expect(fieldError('yearOfBirth', '', { ...stored, yearOfBirth: '' }, NOW)).toBeNull();
  });

  it('checks weight 10–149 and height 100–249 as whole numbers; empty clears them', () => {
    expect(fieldError('weight', '10', stored)).toBeNull();
    expect(fieldError('weight', '149', stored)).toBeNull();
    expect(fieldError('weight', '9', stored)).toBe('Целое число от 10 до 149');
    expect(fieldError('weight', '150', stored)).toBe('Целое число от 10 до 149');
    expect(fieldError('weight', '70.5', stored)).toBe('Целое число от 10 до 149');
    expect(fieldError('weight', '', stored)).toBeNull();
    expect(fieldError('height', '100', stored)).toBeNull();
    expect(fieldError('height', '249', stored)).toBeNull();
    expect(fieldError('height', '99', stored)).toBe('Целое число от 100 до 249');
    expect(fieldError('height', '250', stored)).toBe('Целое число от 100 до 249');
  });

  it('takes only digits and hyphens in the UCI ID, and a number or a link for Strava', () => {
    expect(fieldError('uciId', '100-123-456', stored)).toBeNull();
    expect(fieldError('uciId', '10 0', stored)).toBe('Только цифры и дефисы');
    expect(fieldError('uciId', 'RUS1980', stored)).toBe('Только цифры и дефисы');
    expect(fieldError('uciId', '1'.repeat(31), stored)).toBe('Не длиннее 30 символов');
    expect(fieldError('strava', '987654', stored)).toBeNull();
    expect(fieldError('strava', 'https://www.strava.com/athletes/987654', stored)).toBeNull();
    expect(fieldError('strava', 'javascript:alert(1)', stored)).toMatch(/^Номер спортсмена или ссылка/);
    expect(fieldError('club', 'к'.repeat(201), stored)).toBe('Не длиннее 200 символов');
    expect(fieldError('firstNameTransliteration', 'I'.repeat(101), stored)).toBe('Не длиннее 100 символов');
  });

  it('sends only what changed, trimmed; an emptied field is sent empty (it clears)', () => {
    const values = { ...stored, weight: ' 70 ', club: '', uciId: '100-200 ', height: '' };
    expect(changedFields(stored, values, false)).toEqual({ weight: '70', club: '' });
    expect(changedFields(stored, stored, false)).toEqual({});
  });

  it('sends Strava only for an administrator', () => {
    const values = { ...stored, strava: '555' };
    expect(changedFields(stored, values, false)).toEqual({});
    expect(changedFields(stored, values, true)).toEqual({ strava: '555' });
  });

  it('checks only the changed fields: a stored value the form did not touch never blocks Save', () => {
    const odd = { ...stored, weight: '5' };
    expect(changedFieldErrors(odd, odd, false)).toEqual({});
    expect(changedFieldErrors(odd, { ...odd, weight: '300', height: '180' }, false)).toEqual({
      weight: 'Целое число от 10 до 149',
    });
  });

  it('builds the multipart body: id, changed fields, the cropped photo or needToDeletePhoto', () => {
    const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
    const withPhoto = formDataOf(
      editFormFields(7, { weight: '70', club: '' }, { file: photo, remove: true }),
    );
    expect([...withPhoto.keys()]).toEqual(['id', 'weight', 'club', 'photo']);
    expect(withPhoto.get('id')).toBe('7');
    expect(withPhoto.get('club')).toBe('');
    expect((withPhoto.get('photo') as File).name).toBe('photo.jpg');
    expect((withPhoto.get('photo') as File).type).toBe('image/jpeg');

    const removal = formDataOf(editFormFields(7, {}, { file: null, remove: true }));
    expect(Object.fromEntries(removal)).toEqual({ id: '7', needToDeletePhoto: 'true' });
    expect(hasProfileChanges({}, { file: null, remove: false })).toBe(false);
    expect(hasProfileChanges({}, { file: null, remove: true })).toBe(true);
    expect(hasProfileChanges({ uciId: '' }, { file: null, remove: false })).toBe(true);
  });
});
