import { MAX_UPLOAD_BYTES } from '@velo/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { fileUrl } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import type { PhotoChange } from '../lib/edit-form';
import { EDIT_TEXTS } from '../edit-messages';

type Photo = PhotoChange & { previewUrl: string | null };
const NO_PHOTO_CHANGE: Photo = { file: null, previewUrl: null, remove: false };

/**
 * The editor's photo (part 2 §4, §5): a chosen image is checked (an image, 30 MB at most) and cropped
 * (the crop dialog gets `cropSource`), or the stored photo is removed. Object URLs of chosen and
 * cropped images are freed when the editor closes.
 */
export const useProfilePhoto = (storedPhotoId: string | null) => {
  const [photo, setPhoto] = useState<Photo>(NO_PHOTO_CHANGE);
  const [cropSource, setCropSource] = useState<string | null>(null);
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  const objectUrl = (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    urls.current.push(url);
    return url;
  };

  return {
    change: { file: photo.file, remove: photo.remove } satisfies PhotoChange,
    /** What the card shows: the new photo, none when removed, else the stored one. */
    shownUrl: photo.file ? photo.previewUrl : photo.remove ? null : fileUrl(storedPhotoId),
    cropSource,
    choose: (file: File | null) => {
      if (!file) return;
      if (file.size > MAX_UPLOAD_BYTES) {
        toast.warning('Внимание', EDIT_TEXTS.fileTooLarge);
        return;
      }
      if (!file.type.startsWith('image/')) {
        toast.warning('Внимание', EDIT_TEXTS.notAnImage);
        return;
      }
      setCropSource(objectUrl(file));
    },
    cancelCrop: () => setCropSource(null),
    cropped: (blob: Blob) => {
      setPhoto({ file: blob, previewUrl: objectUrl(blob), remove: false });
      setCropSource(null);
    },
    remove: () => setPhoto({ file: null, previewUrl: null, remove: Boolean(storedPhotoId) }),
    /** The change was saved: the server holds it now. */
    saved: () => setPhoto((current) => ({ ...current, file: null, remove: false })),
  };
};
