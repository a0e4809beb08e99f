import type { z } from 'zod';
import type { ExternalProvider } from '@velo/contracts';
import { AppError, badRequest } from '../../errors.js';
import { PROVIDER_LABELS } from './provider-labels.js';

export const OAUTH_TIMEOUT_MS = 10_000;

export type ProviderCall = {
  provider: ExternalProvider;
  /** The token call refuses bad codes with 400; a profile call has no such user error. */
  step: 'token' | 'profile';
  timeoutMs: number;
};

const providerName = (provider: ExternalProvider) => PROVIDER_LABELS[provider].name;

const unavailable = (provider: ExternalProvider) =>
  new AppError('BAD_GATEWAY', `Сервис входа «${providerName(provider)}» не отвечает, попробуйте позже`);

const failed = (provider: ExternalProvider, status: number) =>
  new AppError(
    'BAD_GATEWAY',
    `Сервис входа «${providerName(provider)}» ответил ошибкой (HTTP ${status}), попробуйте позже`,
  );

const unexpected = (provider: ExternalProvider) =>
  new AppError(
    'BAD_GATEWAY',
    `Сервис входа «${providerName(provider)}» прислал неожиданный ответ, попробуйте позже`,
  );

const codeRefused = (provider: ExternalProvider) =>
  badRequest(
    `Сервис входа «${providerName(provider)}» не принял код входа: он устарел или уже использован. Начните вход заново`,
  );

const misconfigured = (provider: ExternalProvider) =>
  new AppError(
    'BAD_GATEWAY',
    `Сервис входа «${providerName(provider)}» не принял настройки портала. Сообщите администратору`,
  );

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const oauthErrorOf = (body: unknown): string | null =>
  body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string'
    ? (body as { error: string }).error
    : null;

/**
 * One HTTP call to a provider, answered as the schema's value. A timeout or a refused connection,
 * a 5xx, a body that is not the expected JSON become 502; a refused code (400 from the token
 * endpoint, or an OAuth `error` in its body) becomes 400; refused client credentials become 502,
 * since they are the portal's problem, not the user's.
 */
export const callProvider = async <T>(
  schema: z.ZodType<T>,
  url: string,
  init: RequestInit,
  call: ProviderCall,
): Promise<T> => {
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch {
    throw unavailable(call.provider);
  }
  const body = parseJson(text);
  const oauthError = oauthErrorOf(body);
  const isClientError = oauthError === 'invalid_client' || oauthError === 'unauthorized_client';
  if (call.step === 'token' && (isClientError || status === 401)) throw misconfigured(call.provider);
  if (call.step === 'token' && (status === 400 || (status < 300 && oauthError))) {
    throw codeRefused(call.provider);
  }
  if (status < 200 || status >= 300) throw failed(call.provider, status);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unexpected(call.provider);
  return parsed.data;
};

/** A form POST (application/x-www-form-urlencoded), as OAuth token endpoints expect. */
export const formPost = (
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams(fields).toString(),
});

export const withQuery = (base: string, query: Record<string, string>): string => {
  const url = new URL(base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
};
