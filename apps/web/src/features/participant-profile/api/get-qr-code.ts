import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiText } from '@/lib/api-client';
import { profileKeys } from './keys';

/** GET /v1/Participant/participant-qr-code-svg: asked for when the owner flips the card (§2.2). */
export const getQrCode = (participantId: number, signal?: AbortSignal) =>
  apiText('GET /v1/Participant/participant-qr-code-svg', { query: { participantId }, signal });

export const getQrCodeQueryOptions = (participantId: number) =>
  queryOptions({
    queryKey: [...profileKeys.rider(participantId), 'qr'] as const,
    queryFn: ({ signal }) => getQrCode(participantId, signal),
    staleTime: Infinity,
  });

export const useQrCode = (participantId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getQrCodeQueryOptions(participantId), enabled });
