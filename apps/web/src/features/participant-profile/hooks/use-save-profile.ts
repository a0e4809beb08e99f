import type { ParticipantProfile } from '@velo/contracts';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useEditParticipantInfo } from '../api/edit-participant-info';
import { useSaveDocumentsDraft } from '../documents/api/edit-documents';
import { documentsDraftChanged, documentsDraftErrors, type DocumentsDraft } from '../documents/draft';
import {
  changedFields,
  editFormFields,
  hasProfileChanges,
  type EditValues,
  type PhotoChange,
} from '../lib/edit-form';
import { EDIT_TEXTS } from '../edit-messages';

/** The toast of a failed profile save, by status (part 2 §7.1, §8). */
export const showSaveError = (error: unknown) => {
  if (!(error instanceof ApiError)) {
    toast.error(EDIT_TEXTS.unknownError, EDIT_TEXTS.tryLater);
    return;
  }
  if (error.status === 400) {
    const detail = error.body?.Errors?.length ? error.body.Errors.join(', ') : error.body?.Error;
    toast.error(EDIT_TEXTS.badRequest, detail || EDIT_TEXTS.formHasErrors);
  } else if (error.status === 401 || error.status === 403) {
    toast.warning(EDIT_TEXTS.noAccess, error.serverMessage ?? 'Авторизуйтесь в системе.');
  } else if (error.status !== 502) {
    toast.error(EDIT_TEXTS.unknownError, error.serverMessage ?? EDIT_TEXTS.tryLater);
  }
};

type SaveOptions = {
  profile: ParticipantProfile;
  isAdmin: boolean;
  /** The documents block's draft; null: nothing changed there. */
  documentsDraft: DocumentsDraft | null;
  /** Nothing to save: Save acts as Cancel. */
  onNothingToSave: () => void;
  /** The fields (and photo) were saved, the documents may still fail: the form's new baseline. */
  onFieldsSaved: (values: EditValues) => void;
  /** Everything was saved. */
  onSaved: () => void;
};

/**
 * Save in edit mode (part 2 §3, §4, §7.1): the changed fields and the photo first, then the
 * documents' draft. Fields saved and documents refused: the page stays in edit mode and a second Save
 * does not send the fields again.
 */
export const useSaveProfile = ({
  profile,
  isAdmin,
  documentsDraft,
  onNothingToSave,
  onFieldsSaved,
  onSaved,
}: SaveOptions) => {
  const editInfo = useEditParticipantInfo();
  const saveDocumentsDraft = useSaveDocumentsDraft();
  const [saving, setSaving] = useState(false);
  // After a partial save the server holds the fields: Save may finish with the documents alone.
  const [savedProfile, setSavedProfile] = useState<ParticipantProfile | null>(null);

  const save = async (baseline: EditValues, values: EditValues, photo: PhotoChange) => {
    if (saving) return;
    const changes = changedFields(baseline, values, isAdmin);
    const profileChanged = hasProfileChanges(changes, photo);
    const documentsChanged = Boolean(documentsDraft && documentsDraftChanged(documentsDraft));
    if (!profileChanged && !documentsChanged && !savedProfile) {
      onNothingToSave();
      return;
    }
    const documentErrors =
      documentsDraft && documentsChanged ? documentsDraftErrors(documentsDraft, profile.documents) : [];
    if (documentErrors.length > 0) {
      toast.error(EDIT_TEXTS.errorTitle, documentErrors.join(', '));
      return;
    }
    setSaving(true);
    try {
      if (profileChanged) {
        setSavedProfile(await editInfo.mutateAsync(editFormFields(profile.id, changes, photo)));
        toast.success(EDIT_TEXTS.savedTitle, EDIT_TEXTS.saved);
        onFieldsSaved(values);
      }
      // The documents show their own toasts; null with a changed draft: stay in edit mode.
      if (documentsDraft && documentsChanged && !(await saveDocumentsDraft(profile.id, documentsDraft))) {
        return;
      }
      onSaved();
    } catch (error) {
      showSaveError(error);
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, savedPhotoId: savedProfile ? savedProfile.photoFileId : profile.photoFileId };
};
