import { z } from 'zod';
import { CONTROL_CHARACTERS_BUT_LINES_PATTERN, CONTROL_CHARACTERS_PATTERN } from './patterns.js';

/*
 * The one text schema of requests: every free-text field of a body, a query string, a path or a form
 * is built from these (a name, an e-mail, a search, a comment, a code from a link), so a control
 * character is a 400 naming the field («Неверный запрос. email: содержит недопустимые управляющие
 * символы») before any use case or query sees it. The check comes first and stops the field's other
 * checks; chain the field's own rules after it: `textSchema.trim().max(200)`.
 * apps/server/test/system/request-text.test.ts walks every route and form and fails on a text field
 * built without them.
 */

export const CONTROL_CHARACTERS_MESSAGE = 'содержит недопустимые управляющие символы';

/**
 * Adds the check to a string schema (one with its own type message); `lines` keeps tabs and line
 * breaks; `label` names the field in the message as the cabinet's forms do («Поле «клуб»: …»).
 */
export const refuseControlCharacters = (
  schema: z.ZodString,
  { lines = false, label }: { lines?: boolean; label?: string } = {},
) => {
  const pattern = lines ? CONTROL_CHARACTERS_BUT_LINES_PATTERN : CONTROL_CHARACTERS_PATTERN;
  const message = label ? `Поле «${label}»: ${CONTROL_CHARACTERS_MESSAGE}` : CONTROL_CHARACTERS_MESSAGE;
  return schema.refine((text) => !pattern.test(text), { message, abort: true });
};

/** A line: no control characters at all. */
export const textSchema = refuseControlCharacters(z.string());
/** A text of several lines (comments, descriptions, news): tabs and line breaks are allowed. */
export const multilineTextSchema = refuseControlCharacters(z.string(), { lines: true });

/**
 * Text another service sends (a Telegram update), where a refusal would only make it send again:
 * control characters other than tabs and line breaks are dropped instead.
 */
export const cleanedTextSchema = z
  .string()
  .transform((text) => text.replace(new RegExp(CONTROL_CHARACTERS_BUT_LINES_PATTERN, 'g'), ''));
