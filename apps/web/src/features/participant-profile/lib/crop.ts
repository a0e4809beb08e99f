/** The photo crop (part 2 §4, §9): 3:4, JPEG. */
export const PHOTO_ASPECT = 3 / 4;
/** Wide enough for the 310 × 420 card on a 3× screen, small enough to upload quickly on a phone. */
export const PHOTO_MAX_WIDTH = 960;
export const PHOTO_QUALITY = 0.9;

export type CropArea = { x: number; y: number; width: number; height: number };

/**
 * The source rectangle and the output size of a crop: the area (in the image's pixels, as the
 * cropper reports it) kept inside the image, and an output of exactly 3:4 no wider than the limit.
 */
export const cropPlan = (
  area: CropArea,
  image: { width: number; height: number },
  maxWidth: number = PHOTO_MAX_WIDTH,
) => {
  const x = Math.max(0, Math.min(Math.round(area.x), image.width - 1));
  const y = Math.max(0, Math.min(Math.round(area.y), image.height - 1));
  const width = Math.max(1, Math.min(Math.round(area.width), image.width - x));
  const height = Math.max(1, Math.min(Math.round(area.height), image.height - y));
  const outWidth = Math.max(3, Math.min(maxWidth, width));
  const outHeight = Math.round(outWidth / PHOTO_ASPECT);
  return { source: { x, y, width, height }, output: { width: outWidth, height: outHeight } };
};

type CanvasLike = {
  width: number;
  height: number;
  getContext: (
    kind: '2d',
  ) => Pick<
    CanvasRenderingContext2D,
    'drawImage' | 'fillRect' | 'fillStyle' | 'imageSmoothingQuality'
  > | null;
  toBlob: (callback: (blob: Blob | null) => void, type: string, quality: number) => void;
};

/**
 * Draws the crop onto a canvas and answers it as a JPEG (white behind transparent pixels, which JPEG
 * cannot keep). Rejects when the browser cannot make the file (§8: only logged, 'Ошибка создания файла
 * из Blob.').
 */
export const cropToJpeg = (
  image: CanvasImageSource & { naturalWidth: number; naturalHeight: number },
  area: CropArea,
  createCanvas: () => CanvasLike = () => document.createElement('canvas') as unknown as CanvasLike,
): Promise<Blob> => {
  const { source, output } = cropPlan(area, { width: image.naturalWidth, height: image.naturalHeight });
  const canvas = createCanvas();
  canvas.width = output.width;
  canvas.height = output.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas 2D недоступен'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, output.width, output.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    source.x,
    source.y,
    source.width,
    source.height,
    0,
    0,
    output.width,
    output.height,
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('toBlob вернул пустой результат'))),
      'image/jpeg',
      PHOTO_QUALITY,
    ),
  );
};

/** Loads an image from an address (an object URL of the chosen file). */
export const loadImage = (src: string): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Не удалось прочитать изображение'));
    image.src = src;
  });
