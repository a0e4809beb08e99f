import type { z } from 'zod';
import { badRequest, type AppError } from '../errors.js';

/** What a failed check says about one value: where it is in the request, and what is wrong. */
export type RequestIssue = { path: readonly PropertyKey[]; message: string };

/**
 * The one zod-issues → 400 mapper, for request schemas checked by Fastify and for forms checked by
 * a route: every issue reads `path: message` (`root` names a request part that fails as a whole);
 * Error is «Неверный запрос.» with the first of them, Errors lists them all.
 */
export const invalidRequest = (issues: readonly RequestIssue[], root: string): AppError => {
  const errors = issues.map((issue) => `${issue.path.map(String).join('.') || root}: ${issue.message}`);
  return badRequest(`Неверный запрос. ${errors[0] ?? root}`, errors);
};

/** Checks values a route read itself (a multipart form's fields) with a contracts schema. */
export const parseForm = <T extends z.ZodType>(schema: T, fields: unknown): z.output<T> => {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw invalidRequest(parsed.error.issues, 'форма');
};
