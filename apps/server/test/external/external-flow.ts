import type { ExternalProvider, ExternalSystemLink } from '@velo/contracts';
import type { FakeProfiles } from '../helpers/fake-oauth-provider.js';
import type { TestApp } from '../helpers/test-app.js';

/** Helpers shared by the external sign-in tests: the calls as the web app makes them. */

export const PROVIDERS: ExternalProvider[] = ['strava', 'yandex', 'vk', 'bank'];

export const loginUrl = (provider: ExternalProvider, code: string, state: string): string => {
  const q = (name: string) => `${name}=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`;
  switch (provider) {
    case 'strava':
      return `/v1/ExternalSystem/login-participant-by-strava?${q('authorizationCode')}`;
    case 'yandex':
      return `/v1/ExternalSystem/login-yandex?${q('code')}`;
    case 'vk':
      return `/v1/ExternalSystem/login-vk?${q('code')}`;
    case 'bank':
      return `/v1/ExternalSystem/login-bank?${q('code')}`;
  }
};

export const registerUrl = (code: string, addRoleRequestId: number, state: string): string =>
  `/v1/ExternalSystem/register-participant-by-strava?code=${encodeURIComponent(code)}&addRoleRequestId=${addRoleRequestId}&state=${encodeURIComponent(state)}`;

/** An anonymous role request as its creator knows it: the id and the secret of the answer. */
export type SignUpRequest = { id: number; secret: string };

export const linksUrl = (request?: { id: number; secret?: string }): string =>
  request
    ? `/v1/ExternalSystem/external-system-links?addRoleRequestId=${request.id}${
        request.secret === undefined ? '' : `&requestSecret=${encodeURIComponent(request.secret)}`
      }`
    : '/v1/ExternalSystem/external-system-links';

export const getLinks = async (app: TestApp, request?: SignUpRequest): Promise<ExternalSystemLink[]> => {
  const response = await app.app.inject({ method: 'GET', url: linksUrl(request) });
  if (response.statusCode !== 200) throw new Error(`links: ${response.statusCode} ${response.body}`);
  return response.json();
};

/** The first step of a sign-up, as the web app does it: an anonymous participant request. */
export const createSignUpRequest = async (
  app: TestApp,
  email = 'marina@example.org',
  extra: Record<string, unknown> = {},
): Promise<SignUpRequest> => {
  const response = await app.app.inject({
    method: 'POST',
    url: '/v1/AddRoleRequest',
    payload: { roleName: 'Participant', firstName: 'Марина', lastName: 'Волкова', email, ...extra },
  });
  if (response.statusCode !== 200) throw new Error(`request: ${response.statusCode} ${response.body}`);
  return { id: response.json().id, secret: response.json().requestSecret };
};

/** A state as the links call hands it out. */
export const stateFor = async (
  app: TestApp,
  provider: ExternalProvider,
  request?: SignUpRequest,
): Promise<string> => {
  const link = (await getLinks(app, request)).find((l) => l.provider === provider);
  if (!link) throw new Error(`${provider} is not configured`);
  return link.state;
};

/** A person as each provider describes them. */
export type Person = {
  key: string;
  firstName: string;
  lastName: string;
  email?: string;
  birthYear?: number;
};

export const profileFor = <P extends ExternalProvider>(provider: P, person: Person): FakeProfiles[P] => {
  const profiles: { [K in ExternalProvider]: FakeProfiles[K] } = {
    strava: { id: Number(person.key), firstname: person.firstName, lastname: person.lastName },
    yandex: {
      id: person.key,
      first_name: person.firstName,
      last_name: person.lastName,
      ...(person.email ? { default_email: person.email } : {}),
      ...(person.birthYear ? { birthday: `${person.birthYear}-05-17` } : {}),
    },
    vk: {
      user_id: person.key,
      first_name: person.firstName,
      last_name: person.lastName,
      email: person.email ?? '',
      ...(person.birthYear ? { birthday: `17.5.${person.birthYear}` } : {}),
    },
    bank: {
      sub: person.key,
      given_name: person.firstName,
      family_name: person.lastName,
      ...(person.email ? { email: person.email } : {}),
      ...(person.birthYear ? { birthdate: `${person.birthYear}-05-17` } : {}),
    },
  };
  return profiles[provider];
};

/** Whether the provider tells the birth date (Strava does not). */
export const tellsBirthYear = (provider: ExternalProvider) => provider !== 'strava';
/** Whether the provider tells the e-mail (Strava does not). */
export const tellsEmail = (provider: ExternalProvider) => provider !== 'strava';
