import { imageSize } from 'image-size';

/**
 * An image's width and height as its header says (image-size reads the header only, never the
 * pixels), or null when the header cannot be read from these bytes. What decoding it would cost is
 * known from them before anything is decoded: a small file may declare a huge picture (a
 * decompression bomb).
 */
export const imageDimensions = (head: Uint8Array): { width: number; height: number } | null => {
  try {
    const { width, height } = imageSize(head);
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
};

/** The header bytes enough for image-size: a JPEG's frame header may follow 64 KB segments of metadata. */
export const IMAGE_HEAD_BYTES = 256 * 1024;
