import { z } from 'zod';
import { pagedResponse, pagingSchema } from './common.js';
import { startPointSchema } from './geo.js';
import {
  dayField,
  fieldName,
  formBoolean,
  formId,
  formNumber,
  formUrl,
  missingField,
  optionalFormBoolean,
  organizerRefSchema,
  requiredText,
} from './organizers.js';
import { textSchema } from './text.js';
import { weatherSchema } from './weather.js';

// Events (part 1 §3, part 2 §3 and §7.5).

export const EVENT_LIMITS = { nameMax: 200, tagsMax: 20, tagMax: 50 } as const;

/** An event as every call answers it (the public reads answer the same shape). */
export const eventSchema = z.object({
  id: z.int32(),
  raceName: z.string(),
  disciplineName: z.string().nullable(),
  disciplineTypeId: z.int32().nullable(),
  /** YYYY-MM-DDT00:00:00Z */
  eventDate: z.string(),
  url: z.string(),
  organizer: organizerRefSchema,
  isRating: z.boolean(),
  hasLinkedProtocols: z.boolean(),
  /** How many protocols the event holds (beyond the spec: the cabinet's events table shows it). */
  protocolsCount: z.int32(),
  mapFileId: z.string().nullable(),
  mapFileName: z.string().nullable(),
  startPoint: startPointSchema.nullable(),
  /** The cached forecast of the event's day at its start point, or null. */
  weather: weatherSchema.nullable(),
  logoFileId: z.string().nullable(),
  inCurrentUserFavorites: z.boolean(),
  tags: z.array(z.string()),
  /** Beyond the spec (issue 19): riders in the event's start list, 0 without one. Always sent. */
  startListCount: z.int32().optional(),
});
export type EventView = z.infer<typeof eventSchema>;

/** Tags come as a repeated form field, a comma-separated list, or both; trimmed, without repeats. */
const splitTags = (value: unknown): unknown => {
  if (value === undefined) return undefined;
  const values = Array.isArray(value) ? value : [value];
  if (!values.every((v) => typeof v === 'string')) return value;
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of (values as string[]).flatMap((v) => v.split(',')).map((v) => v.trim())) {
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
};

const tagsField = z.preprocess(
  splitTags,
  z
    .array(
      textSchema.max(
        EVENT_LIMITS.tagMax,
        `${fieldName('теги')}: тег не длиннее ${EVENT_LIMITS.tagMax} символов`,
      ),
      {
        error: `${fieldName('теги')}: ожидается список через запятую`,
      },
    )
    .max(EVENT_LIMITS.tagsMax, `${fieldName('теги')}: не больше ${EVENT_LIMITS.tagsMax} тегов`),
);

const mapFileIdField = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.uuid({ error: `${fieldName('карта (mapFileId)')}: ожидается идентификатор карты` }).optional(),
);

const LATITUDE = 'startPoint.latitude';
const LONGITUDE = 'startPoint.longitude';

const eventFields = {
  eventName: requiredText('название мероприятия', EVENT_LIMITS.nameMax),
  eventDate: dayField('дата мероприятия'),
  organizerId: formId('организатор', 'optional'),
  isRating: formBoolean('рейтинговое мероприятие', false),
  eventInfoUrl: formUrl('ссылка на мероприятие'),
  disciplineTypeId: formId('дисциплина', 'optional'),
  tags: tagsField,
  [LATITUDE]: formNumber('широта точки старта', -90, 90, 'optional'),
  [LONGITUDE]: formNumber('долгота точки старта', -180, 180, 'optional'),
  /** A map uploaded before through POST /v1/Geo/gpx-start-point (its mapGuid), instead of a mapFile part. */
  mapFileId: mapFileIdField,
};

type PointFields = { [LATITUDE]?: number | undefined; [LONGITUDE]?: number | undefined };

/** Both coordinates of the start point, or neither. */
const bothCoordinates = (value: PointFields, ctx: z.RefinementCtx) => {
  const hasLatitude = value[LATITUDE] !== undefined;
  const hasLongitude = value[LONGITUDE] !== undefined;
  if (hasLatitude && !hasLongitude) {
    ctx.addIssue({
      code: 'custom',
      path: [LONGITUDE],
      message: `${fieldName('долгота точки старта')}: укажите вместе с широтой`,
    });
  }
  if (hasLongitude && !hasLatitude) {
    ctx.addIssue({
      code: 'custom',
      path: [LATITUDE],
      message: `${fieldName('широта точки старта')}: укажите вместе с долготой`,
    });
  }
};

const withStartPoint = <T extends PointFields>(value: T) => {
  const { [LATITUDE]: latitude, [LONGITUDE]: longitude, ...rest } = value;
  return {
    ...rest,
    startPoint: latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined,
  };
};

/**
 * Multipart form of POST /v1/Event: eventDate, isRating, organizerId, eventName, eventInfoUrl,
 * startPoint.latitude, startPoint.longitude, tags, disciplineTypeId; file parts logo and mapFile.
 * An organizer's events belong to its own organizer when organizerId is left out.
 */
export const createEventFormSchema = z
  .object({ ...eventFields, tags: tagsField.default([]), eventInfoUrl: eventFields.eventInfoUrl.default('') })
  .superRefine(bothCoordinates)
  .transform(withStartPoint);
export type CreateEventForm = z.infer<typeof createEventFormSchema>;

/**
 * Multipart form of PUT /v1/Event: id plus the fields to change (a field left out stays as it is;
 * an empty tags or eventInfoUrl clears it) and the flags needToDeleteLogo, needToDeleteMap,
 * needToDeleteStartPoint.
 */
export const updateEventFormSchema = z
  .object({
    id: formId('идентификатор мероприятия'),
    eventName: eventFields.eventName.optional(),
    eventDate: eventFields.eventDate.optional(),
    organizerId: eventFields.organizerId,
    isRating: optionalFormBoolean('рейтинговое мероприятие'),
    eventInfoUrl: eventFields.eventInfoUrl.optional(),
    disciplineTypeId: eventFields.disciplineTypeId,
    tags: tagsField.optional(),
    [LATITUDE]: eventFields[LATITUDE],
    [LONGITUDE]: eventFields[LONGITUDE],
    mapFileId: mapFileIdField,
    needToDeleteLogo: formBoolean('удалить логотип (needToDeleteLogo)', false),
    needToDeleteMap: formBoolean('удалить карту (needToDeleteMap)', false),
    needToDeleteStartPoint: formBoolean('удалить точку старта (needToDeleteStartPoint)', false),
  })
  .superRefine(bothCoordinates)
  .transform(withStartPoint);
export type UpdateEventForm = z.infer<typeof updateEventFormSchema>;

const optionalDay = (label: string) =>
  z.preprocess((value) => (value === '' ? null : value), dayField(label).optional().nullable());

/** Filters of POST /v1/Event/paged and /v1/Event/paged-lk. */
export const pagedEventsRequestSchema = pagingSchema.extend({
  searchStartDate: optionalDay('начало периода (searchStartDate)'),
  searchEndDate: optionalDay('конец периода (searchEndDate)'),
  organizerId: z.int32().positive().optional().nullable(),
  disciplineTypeId: z.int32().positive().optional().nullable(),
  searchText: textSchema.trim().max(200).optional().nullable(),
  includeWeather: z.boolean().default(false),
  includeEventFavoritesMarks: z.boolean().default(true),
  getOnlyUserFavoritesEvents: z.boolean().default(false),
});
export type PagedEventsRequest = z.infer<typeof pagedEventsRequestSchema>;
export const pagedEventsResponseSchema = pagedResponse(eventSchema);

// Public reads of events (part 2 §7.5), the calendar and the iCal feed.

/** A query value left empty counts as not sent. */
const emptyQueryValue = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A whole number sent in the query string (year, month), within bounds. */
const queryInteger = (label: string, min: number, max: number) =>
  z.preprocess(
    emptyQueryValue,
    z.coerce
      .number({ error: `${fieldName(label)}: ожидается число` })
      .int(`${fieldName(label)}: ожидается целое число`)
      .min(min, `${fieldName(label)}: от ${min} до ${max}`)
      .max(max, `${fieldName(label)}: от ${min} до ${max}`)
      .optional(),
  );

/** Query of GET /v1/Event/{id}: the favourite mark is filled for a signed-in caller (default true). */
export const eventQuerySchema = z.object({
  includeEventFavoritesMark: formBoolean('отметка избранного (includeEventFavoritesMark)', true),
});

/** The longest period one calendar call answers (a year, leap day included). */
export const CALENDAR_MAX_DAYS = 366;

const optionalQueryDay = (label: string) => z.preprocess(emptyQueryValue, dayField(label).optional());

/**
 * Query of GET /v1/Event/calendar. The period is a month (year and month), a whole year (year
 * alone), or the days from..to (both included, at most 366 days); without any of them, the current
 * month (UTC). Filters as in POST /v1/Event/paged.
 */
export const eventCalendarQuerySchema = z
  .object({
    year: queryInteger('год (year)', 2000, 2100),
    month: queryInteger('месяц (month)', 1, 12),
    from: optionalQueryDay('начало периода (from)'),
    to: optionalQueryDay('конец периода (to)'),
    organizerId: formId('организатор (organizerId)', 'optional'),
    disciplineTypeId: formId('дисциплина (disciplineTypeId)', 'optional'),
    includeWeather: formBoolean('погода (includeWeather)', false),
    includeEventFavoritesMarks: formBoolean('отметки избранного (includeEventFavoritesMarks)', true),
    getOnlyUserFavoritesEvents: formBoolean('только избранные (getOnlyUserFavoritesEvents)', false),
  })
  .superRefine((query, ctx) => {
    if (query.month !== undefined && query.year === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['year'],
        message: `${fieldName('год (year)')}: укажите вместе с месяцем`,
      });
    }
    const hasRange = query.from !== undefined || query.to !== undefined;
    if (hasRange && query.year !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: `${fieldName('начало периода (from)')}: укажите либо год и месяц, либо период from..to`,
      });
      return;
    }
    if (query.from !== undefined && query.to === undefined) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: missingField('конец периода (to)') });
    }
    if (query.to !== undefined && query.from === undefined) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: missingField('начало периода (from)') });
    }
    if (query.from === undefined || query.to === undefined) return;
    if (query.to < query.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `${fieldName('конец периода (to)')}: не раньше начала`,
      });
      return;
    }
    const days =
      (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000 + 1;
    if (days > CALENDAR_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `${fieldName('конец периода (to)')}: период не длиннее ${CALENDAR_MAX_DAYS} дней`,
      });
    }
  });
export type EventCalendarQuery = z.infer<typeof eventCalendarQuerySchema>;

/** One day of the calendar that has events; the events in the order they were added. */
export const eventCalendarDaySchema = z.object({
  /** YYYY-MM-DDT00:00:00Z */
  date: z.string(),
  events: z.array(eventSchema),
});
export type EventCalendarDay = z.infer<typeof eventCalendarDaySchema>;

export const eventCalendarResponseSchema = z
  .object({
    /** The first day of the period answered, YYYY-MM-DDT00:00:00Z. */
    start: z.string(),
    /** The last day of the period answered (included). */
    end: z.string(),
    /** Events in the period. */
    totalCount: z.int32(),
    /** Only the days that have events, earliest first. */
    days: z.array(eventCalendarDaySchema),
  })
  .describe(
    'Календарь: период (start..end включительно) и только дни с мероприятиями, по возрастанию даты; в каждом дне мероприятия в форме Event',
  );
export type EventCalendar = z.infer<typeof eventCalendarResponseSchema>;

/** A discipline (шоссе, маунтинбайк, …): the events' disciplineTypeId and disciplineName. */
export const disciplineSchema = z.object({ id: z.int32(), name: z.string() });
export type Discipline = z.infer<typeof disciplineSchema>;
export const disciplinesResponseSchema = z.array(disciplineSchema);
/** POST /v1/Event/disciplines (beyond the catalogue, issue 15): an administrator adds a race type. */
export const createDisciplineRequestSchema = z.object({ name: requiredText('название дисциплины', 60) });

/** Names of the organizers that have events, alphabetical. */
export const organizerNamesResponseSchema = z.array(z.string());

/**
 * Query of GET /v1/Event/calendar.ics: every event, one organizer's (organizerId), or the favourites
 * of the user whose personal link carries `token` (POST /v1/User/calendar-token).
 */
export const eventCalendarFeedQuerySchema = z.object({
  organizerId: formId('организатор (organizerId)', 'optional'),
  token: z.preprocess(emptyQueryValue, textSchema.max(2000).optional()),
});
