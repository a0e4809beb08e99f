import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CleanupAction } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateAfterCleanup } from './keys';

/** Each clean-up's call: the spec's method and path (part 2 §7.7). */
const CLEANUP_CALLS = {
  normalizeParticipantName: 'PATCH /v1/Admin/normalize-participant-name',
  clearParticipantClubs: 'PATCH /v1/Admin/clear-participant-clubs',
  addParticipantsNameTransliteration: 'PATCH /v1/Admin/add-participants-name-transliteration',
  participantsCreatedOnToAddRoleRequestDate:
    'PATCH /v1/Admin/participants-created-on-to-add-role-request-date',
  participantsCreatedOnToFirstProtocolDate: 'PATCH /v1/Admin/participants-created-on-to-first-protocol-date',
  removeParticipantDuplicates: 'DELETE /v1/Admin/remove-participant-duplicates',
  swappedNameParticipants: 'DELETE /v1/Admin/swapped-name-participants',
  unprotocoledUserlessParticipants: 'DELETE /v1/Admin/unprotocoled-userless-participants',
} as const satisfies Record<CleanupAction, string>;

export type CleanupRun = { action: CleanupAction; dryRun: boolean };

/** A clean-up: with `dryRun` it lists what it would change; without, it applies exactly that. */
export const runCleanup = ({ action, dryRun }: CleanupRun) =>
  apiJson(CLEANUP_CALLS[action], { query: { dryRun } });

/** The dry run ('Проверить'): changes nothing, so no cache is touched. */
export const useCleanupDryRun = (config: MutationConfig<typeof runCleanup> = {}) =>
  useMutation({ ...config, mutationFn: runCleanup });

/** The application ('Применить'). */
export const useApplyCleanup = ({ onSuccess, ...config }: MutationConfig<typeof runCleanup> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: runCleanup,
    onSuccess: async (...args) => {
      await invalidateAfterCleanup(queryClient);
      return onSuccess?.(...args);
    },
  });
};
