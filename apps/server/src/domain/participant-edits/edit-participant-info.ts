import { eq } from 'drizzle-orm';
import type { EditParticipantInfoForm, ParticipantProfile } from '@velo/contracts';
import { isAdmin, type AuthUser } from '../../auth/auth-user.js';
import { assertOwnerOrAdmin } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { participants } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors.js';
import type { UploadedFile } from '../../lib/multipart.js';
import {
  dropReleasedParticipantFiles,
  participantRowForUpdate,
  removeBlobs,
  withStoredFileCleanup,
} from '../documents/participant-files.js';
import { storeFile } from '../files/store-file.js';
import { participantProfile } from '../public-participants/participant-profile.js';

export const PARTICIPANT_NOT_FOUND = 'Участник не найден';
export const STRAVA_ADMIN_ONLY = 'Нет доступа: поле Strava может менять только администратор';

type ParticipantRow = typeof participants.$inferSelect;

/**
 * The participant to edit, if the caller may edit it: the owner or an administrator (part 2 §6).
 * Checked before the rest of the form is read, so someone else's profile answers 403 whatever is sent.
 */
export const assertMayEditParticipant = async (
  executor: Executor,
  user: AuthUser,
  participantId: number,
): Promise<void> => {
  const [row] = await executor
    .select({ id: participants.id })
    .from(participants)
    .where(eq(participants.id, participantId));
  if (!row) throw notFound(PARTICIPANT_NOT_FOUND);
  assertOwnerOrAdmin(user, participantId);
};

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
const assertMayChangeStrava = (user: AuthUser, current: ParticipantRow, form: EditParticipantInfoForm) => {
  if (form.strava !== undefined && form.strava !== current.strava && !isAdmin(user)) {
    throw forbidden(STRAVA_ADMIN_ONLY);
  }
};

/**
 * POST /v1/Participant/edit-participant-info: the owner or an administrator changes the sent fields
 * and the photo, all in one transaction. A new photo (an image by its content, never SVG) replaces
 * the old one, whose file is deleted; needToDeletePhoto removes it. Whatever fails, nothing is kept:
 * neither the fields nor the new photo's record or bytes. Answers the profile as participant-info does.
 */
export const editParticipantInfo = async (
  ctx: AppContext,
  user: AuthUser,
  form: EditParticipantInfoForm,
  photo: UploadedFile | undefined,
): Promise<ParticipantProfile> => {
  const released = await withStoredFileCleanup(ctx, (track) =>
    ctx.database.db.transaction(async (tx) => {
      const current = await participantRowForUpdate(tx, form.id);
      if (!current) throw notFound(PARTICIPANT_NOT_FOUND);
      assertOwnerOrAdmin(user, current.id);
      assertMayChangeStrava(user, current, form);
      const stored = photo
        ? track(
            await storeFile(ctx, tx, {
              bytes: photo.bytes,
              fileName: photo.fileName,
              kind: 'photo',
              ownerUserId: user.id,
            }),
          )
        : null;
      const replacesPhoto = stored !== null || form.needToDeletePhoto;
      await tx
        .update(participants)
        .set({
          ...changedColumns(form),
          ...(replacesPhoto ? { photoFileId: stored?.id ?? null } : {}),
          updatedOn: new Date(),
        })
        .where(eq(participants.id, current.id));
      return replacesPhoto ? dropReleasedParticipantFiles(tx, [current.photoFileId]) : [];
    }),
  );
  await removeBlobs(ctx, released);
  return participantProfile(ctx.database.db, user, {
    participantId: form.id,
    includeParticipantFavoritesMark: true,
  });
};
