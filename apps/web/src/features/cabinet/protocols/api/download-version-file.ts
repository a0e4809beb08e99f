import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { saveBlob } from '@/lib/files';

/** GET /v1/Protocol/{id}/versions/{number}/content (issue 38): a version's original file, saved to the device. */
export const downloadVersionFile = async ({
  id,
  number,
  name,
}: {
  id: number;
  number: number;
  name: string;
}) => {
  const blob = (await apiBlob('GET /v1/Protocol/{id}/versions/{number}/content', {
    params: { id, number },
  })) as Blob;
  saveBlob(blob, name);
};

export const useDownloadVersionFile = () => useMutation({ mutationFn: downloadVersionFile });
