import {
  editParticipantInfoFormSchema,
  type EditParticipantInfoForm,
  type ParticipantProfile,
} from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canChangeStrava, canEditParticipant, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import type { participants } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import type { FormFields, UploadedFile } from '../../lib/multipart.js';
import { parseForm } from '../../lib/request-validation.js';
import { withStoredFileCleanup } from '../documents/participant-files.js';
import {
  dropReleasedParticipantFiles,
  participantRowForUpdate,
  updateParticipantColumns,
} from '../documents/participant-files-repository.js';
import { removeBlobs, storeFile } from '../files/store-file.js';
import { participantProfile } from '../public-participants/participant-profile.js';
import { noteChanges } from '../../infra/changes.js';
import { riderReach } from '../read-path/reach-repository.js';

export const PARTICIPANT_NOT_FOUND = 'Участник не найден';

type ParticipantRow = typeof participants.$inferSelect;

/** The columns a form changes: a field left out stays as it is; one sent empty is cleared. */
const changedColumns = (form: EditParticipantInfoForm) => {
  const set: Partial<typeof participants.$inferInsert> = {};
  if (form.yearOfBirth !== undefined && form.yearOfBirth !== null) set.yearOfBirth = form.yearOfBirth;
  if (form.weight !== undefined) set.weight = form.weight;
  if (form.height !== undefined) set.height = form.height;
  if (form.uciId !== undefined) set.uciId = form.uciId;
  if (form.strava !== undefined) set.strava = form.strava;
  if (form.club !== undefined) set.club = form.club;
  if (form.firstNameTransliteration !== undefined)
    set.firstNameTransliteration = form.firstNameTransliteration;
  if (form.lastNameTransliteration !== undefined) set.lastNameTransliteration = form.lastNameTransliteration;
  return set;
};

/** Strava is the administrator's field (part 2 §2.2, §6): anyone else may only send it unchanged. */
const changesStrava = (current: ParticipantRow, form: EditParticipantInfoForm) =>
  form.strava !== undefined && form.strava !== current.strava;

/**
 * POST /v1/Participant/edit-participant-info: the owner or an administrator changes the sent fields
 * and the photo, all in one transaction: load the rider → authorize → check the rest of the form →
 * write. Someone else's profile answers 403 whatever the rest of the form holds. A new photo (an
 * image by its content, never SVG) replaces the old one, whose file is deleted; needToDeletePhoto
 * removes it. Whatever fails, nothing is kept: neither the fields nor the new photo's record or
 * bytes. Answers the profile as participant-info does.
 */
export const editParticipantInfo = async (
  ctx: AppContext,
  user: AuthUser,
  participantId: number,
  fields: FormFields,
  photo: UploadedFile | undefined,
): Promise<ParticipantProfile> => {
  const released = await withStoredFileCleanup(ctx, (track) =>
    ctx.database.db.transaction(async (tx) => {
      const current = await participantRowForUpdate(tx, participantId);
      if (!current) throw notFound(PARTICIPANT_NOT_FOUND);
      authorize(canEditParticipant(user, current.id), DENIED.otherParticipant);
      const form = parseForm(editParticipantInfoFormSchema, fields);
      authorize(!changesStrava(current, form) || canChangeStrava(user), DENIED.strava);
      // The rider's name, club, year and photo show in their races, seasons and start lists.
      noteChanges(await riderReach(tx, current.id), { complete: true });
      const stored = photo
        ? track(
            await storeFile(ctx, tx, {
              upload: photo,
              fileName: photo.fileName,
              kind: 'photo',
              ownerUserId: user.id,
            }),
          )
        : null;
      const replacesPhoto = stored !== null || form.needToDeletePhoto;
      await updateParticipantColumns(tx, current.id, {
        ...changedColumns(form),
        ...(replacesPhoto ? { photoFileId: stored?.id ?? null } : {}),
      });
      return replacesPhoto ? dropReleasedParticipantFiles(tx, [current.photoFileId]) : [];
    }),
  );
  await removeBlobs(ctx, released);
  return participantProfile(ctx.database.db, user, {
    participantId,
    includeParticipantFavoritesMark: true,
  });
};
