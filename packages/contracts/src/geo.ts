import { z } from 'zod';

/** Maps (part 2 §7.2): a GPX track is stored as a file; its first point is the event's start point. */

export const startPointSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type StartPoint = z.infer<typeof startPointSchema>;

/** Answer of POST /v1/Geo/gpx-start-point: the stored map and the first point of its track. */
export const gpxStartPointResponseSchema = z.object({
  mapGuid: z.uuid(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GpxStartPointResponse = z.infer<typeof gpxStartPointResponseSchema>;

export const mapGuidParamsSchema = z.object({
  mapGuid: z.uuid({ error: 'Поле «mapGuid»: ожидается идентификатор карты (UUID)' }),
});

export const GPX_MESSAGES = {
  missingFile: 'Выберите файл трека GPX (поле mapFile)',
  notGpx: 'Файл не является треком GPX',
  noPoints: 'В треке GPX нет ни одной точки с координатами',
  tooComplex: 'Файл GPX слишком сложный, чтобы его прочитать: в треке столько вложенных элементов не бывает',
  mapNotFound: 'Карта не найдена',
} as const;

/**
 * Files (part 2 §7.2). GET /v1/File/{id} answers the bytes with their content type; GET
 * /v1/File/{id}/base64 answers them inside JSON. A participant's documents are readable only by
 * their owner and administrators: anyone else gets 404, as for a file that does not exist.
 */
export const fileIdParamsSchema = z.object({
  id: z.uuid({ error: 'Неверный идентификатор файла: ожидается UUID' }),
});

export const fileBase64ResponseSchema = z.object({
  contentType: z.string(),
  /** The file's bytes in base64. */
  content: z.string(),
  fileName: z.string(),
});
export type FileBase64 = z.infer<typeof fileBase64ResponseSchema>;
