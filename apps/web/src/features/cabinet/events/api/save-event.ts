import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateEvents } from './keys';

/** What the dialog sends: the event's fields, and for an edit its id and the removal flags. */
export type EventSave = {
  id: number | null;
  eventName: string;
  eventDate: string;
  organizerId?: number;
  isRating: boolean;
  eventInfoUrl: string;
  disciplineTypeId?: number;
  tags: string;
  latitude: number | null;
  longitude: number | null;
  mapFileId?: string;
  logo?: File;
  removeLogo: boolean;
  removeMap: boolean;
};

/** POST /v1/Event (new) or PUT /v1/Event (an edit), both multipart. */
export const saveEvent = (save: EventSave) => {
  const form = {
    eventName: save.eventName,
    eventDate: save.eventDate,
    organizerId: save.organizerId,
    isRating: save.isRating ? ('true' as const) : ('false' as const),
    eventInfoUrl: save.eventInfoUrl,
    disciplineTypeId: save.disciplineTypeId,
    tags: save.tags,
    ...(save.latitude !== null && save.longitude !== null
      ? { 'startPoint.latitude': save.latitude, 'startPoint.longitude': save.longitude }
      : {}),
    mapFileId: save.mapFileId,
    logo: save.logo,
  };
  if (save.id === null) return apiJson('POST /v1/Event', { form });
  return apiJson('PUT /v1/Event', {
    form: {
      ...form,
      id: save.id,
      needToDeleteLogo: save.removeLogo && !save.logo ? 'true' : 'false',
      needToDeleteMap: save.removeMap ? 'true' : 'false',
      needToDeleteStartPoint: save.latitude === null || save.longitude === null ? 'true' : 'false',
    },
  });
};

export const useSaveEvent = ({ onSuccess, ...config }: MutationConfig<typeof saveEvent> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveEvent,
    onSuccess: async (...args) => {
      await invalidateEvents(queryClient);
      return onSuccess?.(...args);
    },
  });
};
