import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { saveBlob } from '@/lib/files';

/** GET /v1/Protocol/{id}/content: the uploaded file, saved to the device (it needs the session, so no plain link). */
export const downloadProtocolFile = async ({ id, name }: { id: number; name: string }) => {
  const blob = (await apiBlob('GET /v1/Protocol/{id}/content', { params: { id } })) as Blob;
  const extension = blob.type.includes('csv') ? '.csv' : blob.type.includes('sheet') ? '.xlsx' : '';
  saveBlob(blob, `${name}${extension}`);
};

export const useDownloadProtocolFile = () => useMutation({ mutationFn: downloadProtocolFile });
