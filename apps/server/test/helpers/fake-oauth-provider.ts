import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ExternalProvider } from '@velo/contracts';

/**
 * A local stand-in for the four sign-in providers, speaking each one's endpoints as the portal
 * uses them. Tests script who signs in (a code per profile), and the fake checks what a real
 * provider checks: the client id and secret, the grant type, the redirect URI, single-use codes
 * and the access token on the profile call. Mount points (as env for the app):
 *   Strava  {url}/strava  (oauth/authorize, oauth/token)   {url}/strava-api  (athlete)
 *   Yandex  {url}/yandex  (authorize, token)               {url}/yandex-api  (info)
 *   VK ID   {url}/vk      (authorize, oauth2/auth)         {url}/vk-api      (oauth2/user_info)
 *   Bank    {url}/bank    (authorize, token)               {url}/bank-api    (userinfo)
 */

export type FakeProfiles = {
  strava: { id: number; firstname?: string; lastname?: string };
  yandex: { id: string; first_name?: string; last_name?: string; default_email?: string; birthday?: string };
  vk: {
    user_id: string | number;
    first_name?: string;
    last_name?: string;
    email?: string;
    birthday?: string;
  };
  bank: { sub: string; given_name?: string; family_name?: string; email?: string; birthdate?: string };
};

export type Step = 'token' | 'profile';
export type Failure = { status: number; body?: string } | { hang: true };

export const FAKE_CLIENTS: Record<ExternalProvider, { id: string; secret: string }> = {
  strava: { id: 'strava-client', secret: 'strava-secret' },
  yandex: { id: 'yandex-client', secret: 'yandex-secret' },
  vk: { id: 'vk-client', secret: 'vk-secret' },
  bank: { id: 'bank-client', secret: 'bank-secret' },
};

const ENV_PREFIX: Record<ExternalProvider, string> = {
  strava: 'STRAVA',
  yandex: 'YANDEX',
  vk: 'VK',
  bank: 'BANK',
};

type Grant = {
  provider: ExternalProvider;
  profile: FakeProfiles[ExternalProvider];
  redirectUri: string;
  used: boolean;
  /** Strava only: leave the athlete out of the token answer, so the client must read /athlete. */
  athleteInToken: boolean;
};

export type RecordedCall = {
  provider: ExternalProvider;
  step: Step | 'authorize';
  form: Record<string, string>;
  query: Record<string, string>;
  authorization: string | undefined;
};

export type FakeOAuthProvider = {
  url: string;
  /** The app settings that switch the given providers on (all four by default). */
  env: (...providers: ExternalProvider[]) => Record<string, string>;
  /** A code the provider will accept once, for this profile, at the portal's redirect URI. */
  issueCode: <P extends ExternalProvider>(
    provider: P,
    profile: FakeProfiles[P],
    options?: { athleteInToken?: boolean; redirectUri?: string },
  ) => string;
  /** The person who signs in at the next visit of the provider's authorize page. */
  signInNextAs: <P extends ExternalProvider>(provider: P, profile: FakeProfiles[P]) => void;
  /** The next call of that step answers this way instead. */
  failNext: (provider: ExternalProvider, step: Step, failure: Failure) => void;
  calls: RecordedCall[];
  reset: () => void;
  close: () => Promise<void>;
};

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (data += chunk));
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

type Route = { provider: ExternalProvider; step: Step | 'authorize'; method: 'GET' | 'POST' };

const ROUTES: Record<string, Route> = {
  '/strava/oauth/authorize': { provider: 'strava', step: 'authorize', method: 'GET' },
  '/strava/oauth/token': { provider: 'strava', step: 'token', method: 'POST' },
  '/strava-api/athlete': { provider: 'strava', step: 'profile', method: 'GET' },
  '/yandex/authorize': { provider: 'yandex', step: 'authorize', method: 'GET' },
  '/yandex/token': { provider: 'yandex', step: 'token', method: 'POST' },
  '/yandex-api/info': { provider: 'yandex', step: 'profile', method: 'GET' },
  '/vk/authorize': { provider: 'vk', step: 'authorize', method: 'GET' },
  '/vk/oauth2/auth': { provider: 'vk', step: 'token', method: 'POST' },
  '/vk-api/oauth2/user_info': { provider: 'vk', step: 'profile', method: 'POST' },
  '/bank/authorize': { provider: 'bank', step: 'authorize', method: 'GET' },
  '/bank/token': { provider: 'bank', step: 'token', method: 'POST' },
  '/bank-api/userinfo': { provider: 'bank', step: 'profile', method: 'GET' },
};

export const startFakeOAuthProvider = async ({
  publicUrl = 'http://portal.test',
}: { publicUrl?: string } = {}): Promise<FakeOAuthProvider> => {
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Grant>();
  const nextSignIn = new Map<ExternalProvider, FakeProfiles[ExternalProvider]>();
  const failures = new Map<string, Failure[]>();
  const calls: RecordedCall[] = [];
  const expectedRedirect = (provider: ExternalProvider) => `${publicUrl}/auth/${provider}/participant`;

  const grant = (
    provider: ExternalProvider,
    profile: FakeProfiles[ExternalProvider],
    options: { athleteInToken?: boolean; redirectUri?: string } = {},
  ) => {
    const code = `${provider}-code-${randomBytes(6).toString('hex')}`;
    grants.set(code, {
      provider,
      profile,
      redirectUri: options.redirectUri ?? expectedRedirect(provider),
      used: false,
      athleteInToken: options.athleteInToken ?? true,
    });
    return code;
  };

  const authorize = (route: Route, query: Record<string, string>, response: ServerResponse) => {
    const profile = nextSignIn.get(route.provider);
    if (query.client_id !== FAKE_CLIENTS[route.provider].id || query.response_type !== 'code') {
      return json(response, 400, { error: 'invalid_request' });
    }
    if (!profile || !query.redirect_uri) return json(response, 400, { error: 'nobody_signs_in' });
    nextSignIn.delete(route.provider);
    const target = new URL(query.redirect_uri);
    target.searchParams.set('code', grant(route.provider, profile, { redirectUri: query.redirect_uri }));
    if (query.state) target.searchParams.set('state', query.state);
    response.writeHead(302, { location: target.toString() });
    response.end();
  };

  const token = (route: Route, form: Record<string, string>, response: ServerResponse) => {
    const client = FAKE_CLIENTS[route.provider];
    if (form.client_id !== client.id || form.client_secret !== client.secret) {
      return json(response, 401, { error: 'invalid_client' });
    }
    const found = form.code ? grants.get(form.code) : undefined;
    if (
      form.grant_type !== 'authorization_code' ||
      !found ||
      found.used ||
      found.provider !== route.provider ||
      form.redirect_uri !== found.redirectUri
    ) {
      return json(response, 400, { error: 'invalid_grant', error_description: 'code is invalid' });
    }
    found.used = true;
    const accessToken = `at-${randomBytes(8).toString('hex')}`;
    accessTokens.set(accessToken, found);
    const answer: Record<string, unknown> = {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
    };
    if (route.provider === 'strava' && found.athleteInToken) answer.athlete = found.profile;
    if (route.provider === 'bank') answer.id_token = 'header.payload.signature';
    if (route.provider === 'vk') answer.user_id = (found.profile as FakeProfiles['vk']).user_id;
    json(response, 200, answer);
  };

  const profile = (
    route: Route,
    form: Record<string, string>,
    query: Record<string, string>,
    authorization: string | undefined,
    response: ServerResponse,
  ) => {
    const scheme = route.provider === 'yandex' ? 'OAuth ' : 'Bearer ';
    const accessToken =
      route.provider === 'vk'
        ? form.client_id === FAKE_CLIENTS.vk.id
          ? form.access_token
          : undefined
        : authorization?.startsWith(scheme)
          ? authorization.slice(scheme.length)
          : undefined;
    const found = accessToken ? accessTokens.get(accessToken) : undefined;
    if (!found || found.provider !== route.provider) return json(response, 401, { error: 'invalid_token' });
    if (route.provider === 'yandex' && query.format !== 'json') return json(response, 400, {});
    json(response, 200, route.provider === 'vk' ? { user: found.profile } : found.profile);
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const route = ROUTES[url.pathname];
      if (!route || route.method !== request.method) return json(response, 404, { error: 'not_found' });
      const body = await readBody(request);
      const form = Object.fromEntries(new URLSearchParams(body));
      const query = Object.fromEntries(url.searchParams);
      calls.push({
        provider: route.provider,
        step: route.step,
        form,
        query,
        authorization: request.headers.authorization,
      });
      if (route.step === 'authorize') return authorize(route, query, response);
      const failure = failures.get(`${route.provider}:${route.step}`)?.shift();
      if (failure && 'hang' in failure) return; // never answers; close() drops the connection
      if (failure) {
        response.writeHead(failure.status, { 'content-type': 'application/json' });
        return response.end(failure.body ?? '{}');
      }
      if (route.step === 'token') return token(route, form, response);
      return profile(route, form, query, request.headers.authorization, response);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    env: (...providers) =>
      Object.fromEntries(
        (providers.length ? providers : (['strava', 'yandex', 'vk', 'bank'] as const)).flatMap((provider) => {
          const prefix = ENV_PREFIX[provider];
          return [
            [`${prefix}_CLIENT_ID`, FAKE_CLIENTS[provider].id],
            [`${prefix}_CLIENT_SECRET`, FAKE_CLIENTS[provider].secret],
            [`${prefix}_AUTH_URL`, `${url}/${provider}`],
            [`${prefix}_API_URL`, `${url}/${provider}-api`],
          ];
        }),
      ),
    issueCode: (provider, profileOf, options) => grant(provider, profileOf, options),
    signInNextAs: (provider, profileOf) => {
      nextSignIn.set(provider, profileOf);
    },
    failNext: (provider, step, failure) => {
      const key = `${provider}:${step}`;
      failures.set(key, [...(failures.get(key) ?? []), failure]);
    },
    calls,
    reset: () => {
      grants.clear();
      accessTokens.clear();
      nextSignIn.clear();
      failures.clear();
      calls.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
