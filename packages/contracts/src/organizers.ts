import { z } from 'zod';
import { INT32_MAX, pagedResponse, pagingSchema } from './common.js';
import { refuseControlCharacters, textSchema } from './text.js';

/*
 * Field helpers for the cabinet's schemas. Multipart forms carry every value as a string: these
 * helpers coerce them (numbers, flags, days) and name the field in Russian in every message, so a
 * 400 answer says which field is wrong. They are used by the organizer, event, cluster and news
 * schemas alike.
 */

/** A form value that was left empty counts as not sent. */
const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** How messages name a field: «название организатора». */
export const fieldName = (label: string) => `Поле «${label}»`;
export const missingField = (label: string) => `Не заполнено поле «${label}»`;

const isRealDay = (value: string): boolean => {
  const day = value.slice(0, 10);
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}(T00:00:00(\.000)?Z)?$/;

/** A day (YYYY-MM-DD, or YYYY-MM-DDT00:00:00Z as the wire sends it), answered as YYYY-MM-DD. */
export const dayField = (label: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? missingField(label) : `${fieldName(label)}: ожидается дата`,
    })
    .trim()
    .regex(DAY_PATTERN, `${fieldName(label)}: ожидается дата в формате ГГГГ-ММ-ДД`)
    // Only a well-formed day is looked up in the calendar (one message per mistake).
    .refine(
      (value) => !DAY_PATTERN.test(value) || isRealDay(value),
      `${fieldName(label)}: такой даты нет в календаре`,
    )
    .transform((value) => value.slice(0, 10));

/** A required line of text: trimmed, not empty, limited. */
export const requiredText = (label: string, max: number) =>
  refuseControlCharacters(
    z.string({
      error: (issue) =>
        issue.input === undefined ? missingField(label) : `${fieldName(label)}: ожидается текст`,
    }),
    { label },
  )
    .trim()
    .min(1, missingField(label))
    .max(max, `${fieldName(label)}: не длиннее ${max} символов`);

/**
 * An optional text of one or several lines (a description): trimmed; an empty value is an empty
 * text (it clears the field on update).
 */
export const optionalText = (label: string, max: number) =>
  refuseControlCharacters(z.string({ error: `${fieldName(label)}: ожидается текст` }), {
    lines: true,
    label,
  })
    .trim()
    .max(max, `${fieldName(label)}: не длиннее ${max} символов`);

type Presence = 'required' | 'optional';

/** Turns a form string into a number when it looks like one (a decimal comma is accepted). */
const toNumber = (input: unknown) => {
  const value = emptyToUndefined(input);
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(',', '.');
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
};

const numberSchema = (label: string) =>
  z.number({
    error: (issue) =>
      issue.input === undefined ? missingField(label) : `${fieldName(label)}: ожидается число`,
  });

/** A record id sent in a form (a string of digits); an empty value counts as not sent. */
export const formId = <P extends Presence = 'required'>(label: string, presence?: P) => {
  const id = numberSchema(label)
    .int(`${fieldName(label)}: ожидается целое число`)
    .positive(`${fieldName(label)}: ожидается положительное число`)
    .max(INT32_MAX, `${fieldName(label)}: слишком большое число`);
  return z.preprocess(
    toNumber,
    (presence === 'optional' ? id.optional() : id) as P extends 'optional'
      ? z.ZodOptional<typeof id>
      : typeof id,
  );
};

/** A number sent in a form, within bounds; an empty value counts as not sent. */
export const formNumber = <P extends Presence = 'required'>(
  label: string,
  min: number,
  max: number,
  presence?: P,
) => {
  const value = numberSchema(label)
    .min(min, `${fieldName(label)}: от ${min} до ${max}`)
    .max(max, `${fieldName(label)}: от ${min} до ${max}`);
  return z.preprocess(
    toNumber,
    (presence === 'optional' ? value.optional() : value) as P extends 'optional'
      ? z.ZodOptional<typeof value>
      : typeof value,
  );
};

const flag = (label: string) =>
  z.union(
    [
      z.boolean(),
      z.stringbool({
        truthy: ['true', '1', 'on', 'yes'],
        falsy: ['false', '0', 'off', 'no'],
        case: 'insensitive',
        error: `${fieldName(label)}: ожидается true или false`,
      }),
    ],
    { error: `${fieldName(label)}: ожидается true или false` },
  );

/** A flag sent in a form: true/false (also 1/0, on/off); empty or absent gives the default. */
export const formBoolean = (label: string, defaultValue: boolean) =>
  z.preprocess(emptyToUndefined, flag(label).default(defaultValue));

/** A flag sent in a form that may be left out (on update: left out = unchanged). */
export const optionalFormBoolean = (label: string) => z.preprocess(emptyToUndefined, flag(label).optional());

/** A web address: http or https, or empty. */
export const formUrl = (label: string) =>
  refuseControlCharacters(z.string({ error: `${fieldName(label)}: ожидается адрес` }), { label })
    .trim()
    .max(1000, `${fieldName(label)}: не длиннее 1000 символов`)
    .refine((value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), {
      message: `${fieldName(label)}: ожидается адрес вида https://…`,
    });

/** A record id inside a JSON body. */
export const jsonId = (label: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? missingField(label) : `${fieldName(label)}: ожидается число`,
    })
    .int(`${fieldName(label)}: ожидается целое число`)
    .positive(`${fieldName(label)}: ожидается положительное число`)
    .max(INT32_MAX, `${fieldName(label)}: слишком большое число`);

/** A timestamp as the wire sends it (always UTC, with Z). */
export const toWireTimestamp = (date: Date): string => date.toISOString();
/** A day as the wire sends it: YYYY-MM-DDT00:00:00Z. */
export const toWireDay = (day: string): string => `${day.slice(0, 10)}T00:00:00Z`;

// Organizers (part 1 §3, part 2 §3 and §7.5).

export const ORGANIZER_LIMITS = { nameMax: 200, descriptionMax: 4000 } as const;

/** An organizer as events and clusters name it. */
export const organizerRefSchema = z.object({ id: z.int32(), name: z.string() });
export type OrganizerRef = z.infer<typeof organizerRefSchema>;

export const organizerSchema = z.object({
  id: z.int32(),
  name: z.string(),
  description: z.string(),
  logoId: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type Organizer = z.infer<typeof organizerSchema>;

/** Multipart form of POST /v1/EventOrganizer/create (the file part is `logo`). */
export const createOrganizerFormSchema = z.object({
  name: requiredText('название организатора', ORGANIZER_LIMITS.nameMax),
  description: optionalText('описание организатора', ORGANIZER_LIMITS.descriptionMax).default(''),
});
export type CreateOrganizerForm = z.infer<typeof createOrganizerFormSchema>;

/** Multipart form of PUT /v1/EventOrganizer/update: fields left out stay as they are. */
export const updateOrganizerFormSchema = z.object({
  id: formId('идентификатор организатора'),
  name: requiredText('название организатора', ORGANIZER_LIMITS.nameMax).optional(),
  description: optionalText('описание организатора', ORGANIZER_LIMITS.descriptionMax).optional(),
  needToDeleteLogo: formBoolean('удалить логотип (needToDeleteLogo)', false),
});
export type UpdateOrganizerForm = z.infer<typeof updateOrganizerFormSchema>;

/** Multipart form of POST /v1/EventOrganizer/update-picture (the file part is `logo`). */
export const updateOrganizerPictureFormSchema = z.object({ id: formId('идентификатор организатора') });

export const deleteOrganizerQuerySchema = z.object({ id: formId('идентификатор организатора') });

// Public reads of organizers (part 1 §7, part 2 §7.5).

/** GET /v1/EventOrganizer/list: every organizer, alphabetical. */
export const organizersListResponseSchema = z.array(organizerSchema);

/**
 * Body of POST /v1/EventOrganizer/paged: name (contains, without regard to case) and id filters;
 * sorted by name ascending unless told otherwise (the home page's dropdown asks page 1, size 100).
 */
export const pagedOrganizersRequestSchema = pagingSchema.extend({
  name: textSchema.trim().max(ORGANIZER_LIMITS.nameMax).optional().nullable(),
  id: z.int32().positive().optional().nullable(),
});
export type PagedOrganizersRequest = z.infer<typeof pagedOrganizersRequestSchema>;
export const pagedOrganizersResponseSchema = pagedResponse(organizerSchema);
