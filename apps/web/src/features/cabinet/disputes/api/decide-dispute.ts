import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CorrectResultRequest, MoveDisputedResultRequest, RejectRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** A decision on a request (issue 34): the move, the correction, the rejection, or the undo. */
export type DisputeDecision =
  | { action: 'move'; id: number; body: MoveDisputedResultRequest }
  | { action: 'correct'; id: number; body: CorrectResultRequest }
  | { action: 'reject'; id: number; body: RejectRequest }
  | { action: 'undo'; id: number };

/** POST /v1/ResultDispute/{id}/move | correct | reject | undo: the answer carries the toast's sentence. */
export const decideDispute = (decision: DisputeDecision) => {
  const params = { id: decision.id };
  switch (decision.action) {
    case 'move':
      return apiJson('POST /v1/ResultDispute/{id}/move', { params, body: decision.body });
    case 'correct':
      return apiJson('POST /v1/ResultDispute/{id}/correct', { params, body: decision.body });
    case 'reject':
      return apiJson('POST /v1/ResultDispute/{id}/reject', { params, body: decision.body });
    case 'undo':
      return apiJson('POST /v1/ResultDispute/{id}/undo', { params });
  }
};

export const useDecideDispute = ({ onSuccess, ...config }: MutationConfig<typeof decideDispute> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: decideDispute,
    onSuccess: async (...args) => {
      // A move or a correction changes points and names anywhere: everything reads again.
      await queryClient.invalidateQueries();
      return onSuccess?.(...args);
    },
  });
};
