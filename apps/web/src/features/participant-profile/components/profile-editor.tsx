import { Button, FileButton, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconPhoto, IconTrash, IconX } from '@tabler/icons-react';
import { participantProfileFormSchema, type ParticipantProfile } from '@velo/contracts';
import { Suspense, lazy, useState } from 'react';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toasts';
import type { DocumentsDraft } from '../documents/documents-block';
import { useProfilePhoto } from '../hooks/use-profile-photo';
import { useSaveProfile } from '../hooks/use-save-profile';
import {
  EDIT_LABELS,
  changedFieldErrors,
  editValuesOf,
  editableFields,
  type EditField,
  type EditValues,
} from '../lib/edit-form';
import { EDIT_TEXTS } from '../edit-messages';
import { ParticipantCard } from './participant-card';
import { ProfileHead } from './profile-head';
import classes from './profile-editor.module.css';
import { NotificationSwitches } from './notification-switches';

const PhotoCropDialog = lazy(() =>
  import('./photo-crop-dialog').then((module) => ({ default: module.PhotoCropDialog })),
);

/** Number fields take digits (a phone shows the number pad). */
const NUMERIC: Partial<Record<EditField, true>> = { yearOfBirth: true, weight: true, height: true };

type ProfileEditorProps = {
  profile: ParticipantProfile;
  isAdmin: boolean;
  /** The documents block's draft; null: nothing changed there. */
  documentsDraft: DocumentsDraft | null;
  onCancel: () => void;
  /** Everything was saved. */
  onSaved: () => void;
  onDeleteAccount: () => void;
};

/**
 * Edit mode (part 2 §2.1, §4, §5): the form of the rider's data, the photo (choose → crop 3:4 → JPEG,
 * or remove), and Save / Cancel / «Удалить учетную запись». The form is checked by the contracts'
 * form schema (only the changed fields); a message shows once its field was left or Save pressed.
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
  // The contracts' form schema, on the changed fields only.
  const { field, onSubmit } = useSchemaForm<EditValues>(participantProfileFormSchema, {
    initialValues: baseline,
    validate: (values) => changedFieldErrors(baseline, values, isAdmin),
  });
  const { save, saving, savedPhotoId } = useSaveProfile({
    profile,
    isAdmin,
    documentsDraft,
    onNothingToSave: onCancel,
    onFieldsSaved: (values) => {
      setBaseline(values);
      photo.saved();
    },
    onSaved,
  });
  const photo = useProfilePhoto(savedPhotoId);

  const submit = onSubmit(
    (values) => void save(baseline, values, photo.change),
    () => toast.error(EDIT_TEXTS.errorTitle, EDIT_TEXTS.formInvalid),
  );

  const input = (name: EditField) => (
    <TextInput
      key={name}
      label={EDIT_LABELS[name]}
      name={name}
      inputMode={NUMERIC[name] ? 'numeric' : undefined}
      autoComplete="off"
      {...field(name)}
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
            photoUrl={photo.shownUrl}
            editing
            flipped={false}
            onFlip={() => {}}
          />
          <div className={classes.photoControls}>
            <FileButton onChange={photo.choose} accept="image/*">
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconPhoto size={18} aria-hidden="true" />}>
                  {photo.shownUrl ? 'Заменить фото' : 'Выбрать фото'}
                </Button>
              )}
            </FileButton>
            {photo.shownUrl ? (
              <Button
                variant="default"
                leftSection={<IconTrash size={18} aria-hidden="true" />}
                onClick={photo.remove}
              >
                Удалить фото
              </Button>
            ) : null}
          </div>
          {photo.cropSource ? (
            <Suspense fallback={null}>
              <PhotoCropDialog source={photo.cropSource} onCancel={photo.cancelCrop} onDone={photo.cropped} />
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
            {EDIT_TEXTS.save}
          </Button>
          <Button
            variant="default"
            onClick={onCancel}
            disabled={saving}
            leftSection={<IconX size={18} aria-hidden="true" />}
          >
            {EDIT_TEXTS.cancel}
          </Button>
          {profile.isOwner ? (
            <Button variant="subtle" color="red" onClick={onDeleteAccount} disabled={saving}>
              {EDIT_TEXTS.deleteAccount}
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
        onSubmit={submit}
      >
        {editableFields(isAdmin).map(input)}
      </form>
      {profile.isOwner ? <NotificationSwitches /> : null}
    </ProfileHead>
  );
};
