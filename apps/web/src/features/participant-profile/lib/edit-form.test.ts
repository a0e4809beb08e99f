import type { ParticipantProfile } from '@velo/contracts';
import { describe, expect, it } from 'vitest';
import { formDataOf } from '@/lib/api-client';
import {
  changedFieldErrors,
  changedFields,
  editFormFields,
  editValuesOf,
  hasProfileChanges,
  type EditValues,
} from './edit-form';

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

// The rules of each field are the contracts' form schema (packages/contracts/test).
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
