import { describe, expect, it, vi } from 'vitest';
import { PHOTO_MAX_WIDTH, PHOTO_QUALITY, cropPlan, cropToJpeg } from './crop';

const fakeCanvas = (blob: Blob | null = new Blob(['jpeg'], { type: 'image/jpeg' })) => {
  const context = {
    drawImage: vi.fn(),
    fillRect: vi.fn(),
    fillStyle: '',
    imageSmoothingQuality: 'low' as ImageSmoothingQuality,
  };
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => context,
    toBlob: vi.fn((callback: (value: Blob | null) => void, _type: string, _quality: number) =>
      callback(blob),
    ),
  };
  return { canvas, context };
};

const image = (width: number, height: number) =>
  ({ naturalWidth: width, naturalHeight: height }) as HTMLImageElement;

describe('photo crop (part 2 §4, §9: 3:4, jpeg)', () => {
  it('answers exactly 3:4, no wider than the limit', () => {
    expect(cropPlan({ x: 10, y: 20, width: 300, height: 400 }, { width: 1000, height: 1000 })).toEqual({
      source: { x: 10, y: 20, width: 300, height: 400 },
      output: { width: 300, height: 400 },
    });
    const big = cropPlan({ x: 0, y: 0, width: 3000, height: 4000 }, { width: 3000, height: 4000 });
    expect(big.output).toEqual({ width: PHOTO_MAX_WIDTH, height: (PHOTO_MAX_WIDTH * 4) / 3 });
  });

  it('keeps the source inside the image (rounding at the edges)', () => {
    const plan = cropPlan({ x: -0.4, y: 99.6, width: 600.7, height: 800.9 }, { width: 600, height: 900 });
    expect(plan.source).toEqual({ x: 0, y: 100, width: 600, height: 800 });
    expect(plan.output.width / plan.output.height).toBeCloseTo(0.75, 2);
  });

  it('draws the crop on a white canvas and makes a JPEG', async () => {
    const { canvas, context } = fakeCanvas();
    const photo = await cropToJpeg(
      image(1200, 1600),
      { x: 100, y: 200, width: 600, height: 800 },
      () => canvas,
    );
    expect(photo.type).toBe('image/jpeg');
    expect([canvas.width, canvas.height]).toEqual([600, 800]);
    expect(context.fillStyle).toBe('#ffffff');
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 600, 800);
    expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 100, 200, 600, 800, 0, 0, 600, 800);
    expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', PHOTO_QUALITY);
  });

  it('fails when the browser makes no file', async () => {
    const { canvas } = fakeCanvas(null);
    await expect(
      cropToJpeg(image(30, 40), { x: 0, y: 0, width: 30, height: 40 }, () => canvas),
    ).rejects.toThrow();
  });
});
