import { z } from 'zod';
import { externalProviderSchema, externalSystemTypeSchema } from './enum-schemas.js';
import { cleanedTextSchema, textSchema } from './text.js';
import { authResultSchema } from './users.js';
import { int32Param } from './common.js';

// The providers, their kinds and login words are plain values in enums.ts.

const idParam = int32Param().positive();
const codeParam = textSchema.min(1).max(2000);
const stateParam = textSchema.min(1).max(4000);

/**
 * GET /v1/ExternalSystem/external-system-links. With addRoleRequestId (an anonymous role request,
 * the first step of a sign-up) every state also carries the request, for register-participant-by-strava;
 * beyond the spec, `requestSecret` (from the request's answer) must come with it.
 */
export const externalSystemLinksQuerySchema = z.object({
  addRoleRequestId: idParam.optional(),
  requestSecret: textSchema.max(100).optional(),
});

/** One configured provider: where to send the browser, and the signed state that link carries. */
export const externalSystemLinkSchema = z.object({
  link: z.string(),
  type: externalSystemTypeSchema,
  provider: externalProviderSchema,
  state: z.string(),
});
export type ExternalSystemLink = z.infer<typeof externalSystemLinkSchema>;
export const externalSystemLinksResponseSchema = z.array(externalSystemLinkSchema);

/** GET /v1/ExternalSystem/login-vk, login-yandex, login-bank. */
export const externalLoginQuerySchema = z.object({ code: codeParam, state: stateParam });
/** GET /v1/ExternalSystem/login-participant-by-strava (the spec names the code authorizationCode). */
export const stravaLoginQuerySchema = z.object({ authorizationCode: codeParam, state: stateParam });
/** The answer of every external sign-in: a session, or no token for a blocked or rejected account. */
export const externalLoginResponseSchema = authResultSchema;

/** GET /v1/ExternalSystem/register-participant-by-strava; answers the text true or false. */
export const stravaRegisterQuerySchema = z.object({
  code: codeParam,
  addRoleRequestId: idParam,
  state: stateParam,
});

/**
 * GET /v1/TelegramBot/start-link-by-add-role-request-id; answers the link as text. Beyond the spec:
 * `requestSecret`, from the answer of POST /v1/AddRoleRequest, proves the caller made the request.
 */
export const botStartLinkByRequestQuerySchema = z.object({
  addRoleRequestId: idParam,
  requestSecret: textSchema.max(100).optional(),
});

/**
 * POST /v1/TelegramBot/webhook: the part of a Telegram Update the bot reads. Everything is optional
 * and unknown fields pass, so any update Telegram sends is accepted (and most are ignored).
 */
export const telegramUpdateSchema = z.looseObject({
  update_id: z.int32().optional(),
  message: z
    .looseObject({
      text: cleanedTextSchema.optional(),
      // Telegram's chat ids pass 2^31 (user ids up to 52 bits): any safe integer.
      chat: z.looseObject({ id: z.int() }).optional(),
      from: z
        .looseObject({
          username: cleanedTextSchema.optional(),
          first_name: cleanedTextSchema.optional(),
          last_name: cleanedTextSchema.optional(),
        })
        .optional(),
    })
    .optional(),
});
export type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;
