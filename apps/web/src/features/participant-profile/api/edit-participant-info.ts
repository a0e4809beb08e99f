import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParticipantProfile } from '@velo/contracts';
import { CURRENT_USER_KEY } from '@/hooks/use-current-user';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import type { EditParticipantInfoFields } from '../lib/edit-form';
import { patchCachedProfiles, profileKeys } from './keys';

/** Part 2 §4: the profile is read again 500 ms after a save. */
export const RELOAD_AFTER_SAVE_MS = 500;

/**
 * POST /v1/Participant/edit-participant-info (multipart): the changed fields, a new photo or its
 * removal. The page shows its own toasts for 401 and 403 (§7.1: 'Нет доступа'); a 502 still means
 * maintenance.
 */
export const editParticipantInfo = (form: EditParticipantInfoFields) =>
  apiJson('POST /v1/Participant/edit-participant-info', { form, quiet: 'auth' });

/** The card's fields an edit answers (the answer is of another year: places and points stay). */
export const withCardFields = (
  current: ParticipantProfile,
  saved: ParticipantProfile,
): ParticipantProfile => ({
  ...current,
  yearOfBirth: saved.yearOfBirth,
  age: saved.yearOfBirth === null ? null : current.year - saved.yearOfBirth,
  weight: saved.weight,
  height: saved.height,
  uciId: saved.uciId,
  strava: saved.strava,
  club: saved.club,
  firstNameTransliteration: saved.firstNameTransliteration,
  lastNameTransliteration: saved.lastNameTransliteration,
  photoFileId: saved.photoFileId,
});

/**
 * The edit. The cached profiles show the answer's card fields at once and the QR code is asked for
 * again; 500 ms later everything of the rider is read again (and the owner's avatar in the header).
 */
export const useEditParticipantInfo = ({
  onSuccess,
  ...config
}: MutationConfig<typeof editParticipantInfo> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: editParticipantInfo,
    onSuccess: (...args) => {
      const [saved] = args;
      patchCachedProfiles(queryClient, saved.id, (current) => withCardFields(current, saved));
      queryClient.removeQueries({ queryKey: [...profileKeys.rider(saved.id), 'qr'] });
      window.setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: profileKeys.rider(saved.id) });
        if (saved.isOwner) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      }, RELOAD_AFTER_SAVE_MS);
      return onSuccess?.(...args);
    },
  });
};
