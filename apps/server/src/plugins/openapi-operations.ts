import { errorBodySchema } from '@velo/contracts';
import type { AccessRule } from '../auth/access-policy.js';

/*
 * What the OpenAPI document says about each operation beyond its schemas: who may call it (from
 * the route's access rule), its stable name, and the refusals that rule brings.
 */

type SecurityRequirement = Record<string, string[]>;

/** Prefixes whose public calls read a bearer token when one is sent (favourite marks). */
const API_PREFIXES = ['/v1/', '/integration-api/'];

/** The document's security schemes, one per way a caller proves who it is. */
export const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Токен из ответа POST /v1/User/login (поле token), в заголовке Authorization: Bearer …',
  },
  integrationKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: 'Ключ интеграции (INTEGRATION_API_KEY) для /integration-api/File',
  },
  partnerKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: 'Ключ партнёра хронометража (INTEGRATION_API_KEYS); ключ называет организатора',
  },
} as const;

/**
 * An operation's security from its access rule. A public call takes a token but needs none (`{}`
 * is the anonymous alternative); a page or picture outside the API reads no token at all.
 */
export const securityOf = (rule: AccessRule, url: string): SecurityRequirement[] => {
  switch (rule) {
    case 'public':
      return API_PREFIXES.some((prefix) => url.startsWith(prefix)) ? [{}, { bearer: [] }] : [];
    case 'signedIn':
    case 'confirmed':
    case 'organizer':
    case 'admin':
      return [{ bearer: [] }];
    case 'integration':
      return [{ integrationKey: [] }, { bearer: [] }];
    case 'partner':
      return [{ partnerKey: [] }];
  }
};

/** The rule in words, appended to the operation's description. */
export const ACCESS_WORDS: Record<AccessRule, string> = {
  public: 'всем; токен, если передан, определяет пользователя (например, отметки избранного)',
  signedIn: 'вошедшему пользователю, учётная запись которого не заблокирована',
  confirmed: 'вошедшему пользователю с учётной записью, подтверждённой администратором',
  organizer: 'организатору или администратору с подтверждённой учётной записью',
  admin: 'администратору с подтверждённой учётной записью',
  integration: 'по ключу интеграции (X-Api-Key) или администратору',
  partner: 'партнёру хронометража по его ключу (X-Api-Key); без настроенных ключей вызовы выключены (404)',
};

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema.describe(description) } },
});

/** The refusals an access rule brings, in the response form the zod transform understands. */
export const refusalsOf = (rule: AccessRule): Record<number, ReturnType<typeof errorAnswer>> => {
  const unauthorized = errorAnswer('Нужен вход в систему: токена нет, он истёк или отозван');
  const forbidden = errorAnswer('Нет доступа: учётная запись не подтверждена или нет нужной роли');
  switch (rule) {
    case 'public':
      return {};
    case 'signedIn':
      return { 401: unauthorized };
    case 'confirmed':
    case 'organizer':
    case 'admin':
    case 'integration':
      return { 401: unauthorized, 403: forbidden };
    case 'partner':
      return {
        401: errorAnswer('Ключ партнёра не передан или неверен'),
        404: errorAnswer('Вызовы партнёра выключены: ключи не настроены'),
      };
  }
};

/* Stable operation names: the controller, an underscore and the action in camelCase, as the
 * catalogue's paths read (POST /v1/Statistic/paged-rating → Statistic_pagedRating). */

const VERBS: Record<string, string> = {
  get: 'get',
  post: 'create',
  put: 'update',
  patch: 'patch',
  delete: 'delete',
};

const words = (text: string): string[] => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camel = (parts: string[]): string =>
  parts
    .map((part, i) => (i === 0 ? part.charAt(0).toLowerCase() + part.slice(1) : capitalize(part)))
    .join('');

/** Path parameters ({id}) are no part of a name; what follows one (`{id}.png`) is. */
const actionWords = (segments: string[]): string[] =>
  segments.flatMap((segment) => words(segment.replace(/\{[^}]*\}/g, '')));

/**
 * The name of one operation before collisions are settled: /v1/{Controller}/{action…} gives
 * `Controller_action`; /integration-api/{Controller}/… gives `IntegrationController_action`; the
 * pages and pictures outside the API are `Page_…` and /api/… is `Api_…`. A path with no action
 * (`PUT /v1/Cluster`, `GET /v1/Cluster/{id}`) is named by its method's verb.
 */
const baseName = (method: string, path: string): { controller: string; action: string[] } => {
  const segments = path.split('/').filter(Boolean);
  let controller: string;
  if (segments[0] === 'v1' && segments.length > 1) {
    controller = segments[1]!;
    segments.splice(0, 2);
  } else if (segments[0] === 'integration-api' && segments.length > 1) {
    controller = `Integration${segments[1]}`;
    segments.splice(0, 2);
  } else if (segments[0] === 'api') {
    controller = 'Api';
    segments.splice(0, 1);
  } else {
    controller = 'Page';
  }
  const action = actionWords(segments);
  return { controller, action: action.length > 0 ? action : [VERBS[method] ?? method] };
};

/**
 * Every operation's name. Two methods of one path that would share a name (GET and POST
 * /v1/Event/disciplines) each take their verb first: Event_getDisciplines, Event_createDisciplines.
 */
export const operationIds = (operations: { method: string; path: string }[]): Map<string, string> => {
  const named = operations.map(({ method, path }) => ({
    key: `${method} ${path}`,
    method,
    ...baseName(method, path),
  }));
  const count = new Map<string, number>();
  for (const op of named) {
    const id = `${op.controller}_${camel(op.action)}`;
    count.set(id, (count.get(id) ?? 0) + 1);
  }
  const ids = new Map<string, string>();
  for (const op of named) {
    const id = `${op.controller}_${camel(op.action)}`;
    const verb = VERBS[op.method] ?? op.method;
    const unique =
      count.get(id) === 1 || op.action[0] === verb ? id : `${op.controller}_${camel([verb, ...op.action])}`;
    ids.set(op.key, unique);
  }
  return ids;
};
