/*
 * A small client of the portal, typed only by what openapi-typescript generates from
 * /api/openapi.json (./api.d.ts, written by the test beside this file). It is what an integrator
 * would write: sign in, then read a protocol with the session. It is excluded from the server's
 * own typecheck; the test compiles it against the generated types and runs it against the server.
 */
import type { operations, paths } from './api.js';

type SignIn = operations['User_login'];
type SignInBody = SignIn['requestBody']['content']['application/json'];
type SignInAnswer = SignIn['responses'][200]['content']['application/json'];
type ProtocolCall = paths['/v1/Protocol/{id}']['get'];
type ProtocolAnswer = ProtocolCall['responses'][200]['content']['application/json'];
type ErrorAnswer = ProtocolCall['responses'][404]['content']['application/json'];

const failure = async (response: Response): Promise<Error> => {
  const body = (await response.json().catch(() => null)) as ErrorAnswer | null;
  return new Error(`${response.status}: ${body?.Error ?? response.statusText}`);
};

/** POST /v1/User/login: the session's bearer token (none for a blocked account). */
export const signIn = async (baseUrl: string, body: SignInBody): Promise<string> => {
  const response = await fetch(`${baseUrl}/v1/User/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await failure(response);
  const answer = (await response.json()) as SignInAnswer;
  if (!answer.token) throw new Error('Учётная запись заблокирована');
  return answer.token;
};

export type ProtocolSummary = {
  name: string;
  eventName: string;
  podium: { place: number; name: string; points: number }[];
};

/** GET /v1/Protocol/{id} with the session: the protocol's name, its event and the first places. */
export const readProtocol = async (
  baseUrl: string,
  token: string,
  id: ProtocolCall['parameters']['path']['id'],
): Promise<ProtocolSummary> => {
  const response = await fetch(`${baseUrl}/v1/Protocol/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw await failure(response);
  const protocol = (await response.json()) as ProtocolAnswer;
  return {
    name: protocol.name,
    eventName: protocol.event.raceName,
    podium: protocol.results
      .filter((row) => row.place !== null && row.place <= 3)
      .map((row) => ({
        place: row.place ?? 0,
        name: `${row.lastName} ${row.firstName}`,
        points: row.rating,
      })),
  };
};
