// Documents as files: from base64, saved to the device, named for a download.

/** base64 → Blob of the given type. */
export const base64ToBlob = (content: string, contentType: string): Blob => {
  const binary = atob(content);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: contentType });
};

/** Saves a blob under a name through a temporary link. */
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** A file name for a download: the document's name plus the extension of its type. */
export const downloadName = (documentName: string, contentType: string): string => {
  const extension =
    contentType === 'application/pdf'
      ? '.pdf'
      : contentType === 'image/png'
        ? '.png'
        : contentType === 'image/jpeg'
          ? '.jpg'
          : '';
  return `${documentName}${extension}`;
};
