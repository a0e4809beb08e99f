import { Button, FileButton, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconPhoto, IconTrash, IconX } from '@tabler/icons-react';
import type { ParticipantProfile } from '@velo/contracts';
import { Suspense, lazy, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { ApiError, fileUrl } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { editParticipantInfo } from '../api/profile';
import type { DocumentsDraft } from '../documents/documents-block';
import {
  EDIT_LABELS,
  changedFieldErrors,
  changedFields,
  editFormFields,
  editValuesOf,
  editableFields,
  hasProfileChanges,
  type EditField,
  type EditValues,
} from '../lib/edit-form';
import { MAX_UPLOAD_BYTES } from '@velo/contracts/constants';
import { PROFILE_TEXTS } from '../messages';
import { ParticipantCard } from './participant-card';
import { ProfileHead } from './profile-head';
import classes from '../participant-profile-page.module.css';

const PhotoCropDialog = lazy(() =>
  import('./photo-crop-dialog').then((module) => ({ default: module.PhotoCropDialog })),
);

/** The toast of a failed profile save, by status (part 2 §7.1, §8). */
export const showSaveError = (error: unknown) => {
  if (!(error instanceof ApiError)) {
    toast.error(PROFILE_TEXTS.unknownError, PROFILE_TEXTS.tryLater);
    return;
  }
  if (error.status === 400) {
    const detail = error.body?.Errors?.length ? error.body.Errors.join(', ') : error.body?.Error;
    toast.error(PROFILE_TEXTS.badRequest, detail || PROFILE_TEXTS.formHasErrors);
  } else if (error.status === 401 || error.status === 403) {
    toast.warning(PROFILE_TEXTS.noAccess, error.serverMessage ?? 'Авторизуйтесь в системе.');
  } else if (error.status !== 502) {
    toast.error(PROFILE_TEXTS.unknownError, error.serverMessage ?? PROFILE_TEXTS.tryLater);
  }
};

/** Number fields take digits (a phone shows the number pad). */
const NUMERIC: Partial<Record<EditField, true>> = { yearOfBirth: true, weight: true, height: true };

type Photo = { file: Blob | null; previewUrl: string | null; remove: boolean };
const NO_PHOTO_CHANGE: Photo = { file: null, previewUrl: null, remove: false };

type ProfileEditorProps = {
  profile: ParticipantProfile;
  isAdmin: boolean;
  /** The documents block's draft; null: nothing changed there. */
  documentsDraft: DocumentsDraft | null;
  onCancel: () => void;
  /** Everything was saved: `saved` is the profile as the server answered (null: only documents). */
  onSaved: (saved: ParticipantProfile | null) => void;
  onDeleteAccount: () => void;
};

/**
 * Edit mode (part 2 §2.1, §4, §5): the form of the rider's data, the photo (choose → crop 3:4 → JPEG,
 * or remove), and Save / Cancel / «Удалить учетную запись». Save checks the form (only the changed
 * fields, and the documents' rules), sends the changed fields, then the documents' draft.
 */
export const ProfileEditor = ({
  profile,
  isAdmin,
  documentsDraft,
  onCancel,
  onSaved,
  onDeleteAccount,
}: ProfileEditorProps) => {
  // What the server holds: after a partial save (fields saved, documents refused) it moves on.
  const [baseline, setBaseline] = useState<EditValues>(() => editValuesOf(profile));
  const [values, setValues] = useState<EditValues>(baseline);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<EditField, boolean>>>({});
  const [photo, setPhoto] = useState<Photo>(NO_PHOTO_CHANGE);
  const [cropSource, setCropSource] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedProfile, setSavedProfile] = useState<ParticipantProfile | null>(null);
  const urls = useRef<string[]>([]);

  // Object URLs of chosen and cropped photos are freed when the editor closes.
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  const objectUrl = (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    urls.current.push(url);
    return url;
  };

  const errors = useMemo(() => changedFieldErrors(baseline, values, isAdmin), [baseline, values, isAdmin]);
  const fields = editableFields(isAdmin);
  const storedPhoto = savedProfile ? savedProfile.photoFileId : profile.photoFileId;
  const shownPhoto = photo.file ? photo.previewUrl : photo.remove ? null : fileUrl(storedPhoto);

  const choose = (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      toast.warning('Внимание', PROFILE_TEXTS.fileTooLarge);
      return;
    }
    if (!file.type.startsWith('image/')) {
      toast.warning('Внимание', PROFILE_TEXTS.notAnImage);
      return;
    }
    setCropSource(objectUrl(file));
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    setSubmitted(true);
    const changes = changedFields(baseline, values, isAdmin);
    const photoChange = { file: photo.file, remove: photo.remove };
    const profileChanged = hasProfileChanges(changes, photoChange);
    // The draft exists only once the documents block (and its module) has loaded.
    const documents = documentsDraft ? await import('./documents-section') : null;
    const documentsChanged = Boolean(
      documents && documentsDraft && documents.documentsDraftChanged(documentsDraft),
    );
    if (Object.keys(errors).length > 0) {
      toast.error(PROFILE_TEXTS.errorTitle, PROFILE_TEXTS.formInvalid);
      return;
    }
    if (!profileChanged && !documentsChanged && !savedProfile) {
      onCancel();
      return;
    }
    const documentErrors =
      documents && documentsDraft && documentsChanged
        ? documents.documentsDraftErrors(documentsDraft, profile.documents)
        : [];
    if (documentErrors.length > 0) {
      toast.error(PROFILE_TEXTS.errorTitle, documentErrors.join(', '));
      return;
    }
    setSaving(true);
    try {
      let saved = savedProfile;
      if (profileChanged) {
        saved = await editParticipantInfo(editFormFields(profile.id, changes, photoChange));
        toast.success(PROFILE_TEXTS.savedTitle, PROFILE_TEXTS.saved);
        setSavedProfile(saved);
        setBaseline(values);
        setPhoto((current) => ({ ...current, file: null, remove: false }));
      }
      // The documents block shows its own toasts; null with a changed draft: stay in edit mode.
      if (
        documents &&
        documentsDraft &&
        documentsChanged &&
        !(await documents.saveDocumentsDraft(profile.id, documentsDraft))
      ) {
        return;
      }
      onSaved(saved);
    } catch (error) {
      showSaveError(error);
    } finally {
      setSaving(false);
    }
  };

  const input = (field: EditField) => (
    <TextInput
      key={field}
      label={EDIT_LABELS[field]}
      name={field}
      value={values[field]}
      inputMode={NUMERIC[field] ? 'numeric' : undefined}
      autoComplete="off"
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [field]: value }));
      }}
      onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
      error={submitted || touched[field] ? errors[field] : undefined}
    />
  );

  return (
    <ProfileHead
      profile={profile}
      card={
        <>
          <ParticipantCard
            profile={profile}
            viewer="other"
            photoUrl={shownPhoto}
            editing
            flipped={false}
            onFlip={() => {}}
          />
          <div className={classes.photoControls}>
            <FileButton onChange={choose} accept="image/*">
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconPhoto size={18} aria-hidden="true" />}>
                  {shownPhoto ? 'Заменить фото' : 'Выбрать фото'}
                </Button>
              )}
            </FileButton>
            {shownPhoto ? (
              <Button
                variant="default"
                leftSection={<IconTrash size={18} aria-hidden="true" />}
                onClick={() => setPhoto({ file: null, previewUrl: null, remove: Boolean(storedPhoto) })}
              >
                Удалить фото
              </Button>
            ) : null}
          </div>
          {cropSource ? (
            <Suspense fallback={null}>
              <PhotoCropDialog
                source={cropSource}
                onCancel={() => setCropSource(null)}
                onDone={(blob) => {
                  setPhoto({ file: blob, previewUrl: objectUrl(blob), remove: false });
                  setCropSource(null);
                }}
              />
            </Suspense>
          ) : null}
        </>
      }
      actions={
        <>
          <Button
            type="submit"
            form="profile-edit-form"
            loading={saving}
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
          >
            {PROFILE_TEXTS.save}
          </Button>
          <Button
            variant="default"
            onClick={onCancel}
            disabled={saving}
            leftSection={<IconX size={18} aria-hidden="true" />}
          >
            {PROFILE_TEXTS.cancel}
          </Button>
          {profile.isOwner ? (
            <Button variant="subtle" color="red" onClick={onDeleteAccount} disabled={saving}>
              {PROFILE_TEXTS.deleteAccount}
            </Button>
          ) : null}
        </>
      }
    >
      <form
        id="profile-edit-form"
        aria-label="Редактирование профиля"
        className={classes.form}
        noValidate
        onSubmit={(event) => void save(event)}
      >
        {fields.map(input)}
      </form>
    </ProfileHead>
  );
};
