import { describe, expect, it } from 'vitest';
import { buildAccount, buildActors, bearer, tokenFor } from '../helpers/actors.js';
import { buildCluster, buildScoredProtocols } from '../helpers/scored-protocols.js';
import { multipart, type MultipartPart } from '../helpers/multipart.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * A schema-driven fuzz test (issue 16): every operation of the OpenAPI document is called with
 * requests generated from its own schema and then mutated — wrong types, huge and empty strings,
 * control characters, prototype names, deep nesting, numbers at and past their limits, bodies that
 * are not objects — as a guest and as an administrator. Nothing may answer 5xx, and every JSON
 * error answers the portal's shape: `Error`, a non-empty sentence, and `Errors`, a list of them,
 * when present. Seeded (FUZZ_SEED) and bounded (FUZZ_RUNS requests per operation and caller).
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  prefixItems?: Schema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  default?: unknown;
};

type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
  required?: boolean;
};
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

/** mulberry32: a small seeded generator, so a failure can be replayed with its seed. */
const seeded = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
};
type Random = () => number;
const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

const HUGE = 'я'.repeat(100_000);
const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  'x\u001b[31m',
  '\u0085',
  HUGE,
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  '=HYPERLINK("http://x")',
  '\ud800',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '1e999',
  '-0',
  'NaN',
  '2026-02-30',
  '0001-01-01T00:00:00Z',
];
const NASTY_NUMBERS = [
  0,
  -1,
  -0,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];
const WRONG_TYPES: unknown[] = [null, true, 'строка', 42, [], {}, [1, 'a', null], { a: { b: {} } }];

const resolve = (doc: OpenApi, schema: Schema | undefined): Schema => {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 10; hops += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = doc.components?.schemas?.[name] ?? {};
  }
  return current;
};

const typeOf = (schema: Schema, random: Random): string | undefined => {
  if (Array.isArray(schema.type)) {
    const concrete = schema.type.filter((type) => type !== 'null');
    return concrete.length ? pick(random, concrete) : 'null';
  }
  return schema.type ?? (schema.properties ? 'object' : undefined);
};

const sampleString = (schema: Schema, random: Random): string => {
  switch (schema.format) {
    case 'date':
      return pick(random, ['2024-06-01', '2025-09-14', '2018-01-01']);
    case 'date-time':
      return pick(random, ['2024-06-01T10:00:00.000Z', '2025-09-14T08:30:00Z']);
    case 'email':
      return pick(random, ['rider@example.test', 'org@example.test']);
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'uri':
      return 'https://example.test/x';
    default: {
      const base = pick(random, ['Иванов', 'Москва', 'abc', 'Гонка 1', '1', 'name']);
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? 200;
      return base.padEnd(min, 'я').slice(0, Math.max(min, Math.min(max, base.length)));
    }
  }
};

const sampleNumber = (schema: Schema, integer: boolean, random: Random): number => {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  const high =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : low + 5);
  const value = pick(random, [low, high, 1, 2, 3, 2024]);
  const clamped = Math.min(Math.max(value, low), high);
  return integer ? Math.round(clamped) : clamped;
};

/** A value the schema accepts (or close to it: formats and patterns are only approximated). */
const generate = (doc: OpenApi, raw: Schema | undefined, random: Random, depth = 0): unknown => {
  const schema = resolve(doc, raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return pick(random, schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) {
    const concrete = choices.filter((choice) => resolve(doc, choice).type !== 'null');
    return generate(doc, pick(random, concrete.length ? concrete : choices), random, depth + 1);
  }
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => generate(doc, part, random, depth + 1)));
  }
  if (depth > 6) return null;
  switch (typeOf(schema, random)) {
    case 'string':
      return sampleString(schema, random);
    case 'integer':
      return sampleNumber(schema, true, random);
    case 'number':
      return sampleNumber(schema, false, random);
    case 'boolean':
      return random() < 0.5;
    case 'null':
      return null;
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((item) => generate(doc, item, random, depth + 1));
      const length = Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 2, Math.floor(random() * 3)));
      return Array.from({ length }, () => generate(doc, schema.items, random, depth + 1));
    }
    case 'object': {
      const result: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [name, property] of Object.entries(schema.properties ?? {}))
        if (required.has(name) || random() < 0.6) result[name] = generate(doc, property, random, depth + 1);
      return result;
    }
    default:
      return pick(random, ['x', 1, true]);
  }
};

/** A value that is not what the field wants, or is at the edge of what it wants. */
const nastyValue = (random: Random): unknown => {
  const kind = random();
  if (kind < 0.45) return pick(random, NASTY_STRINGS);
  if (kind < 0.8) return pick(random, NASTY_NUMBERS);
  return pick(random, WRONG_TYPES);
};

/** The body as JSON text: either the generated object with one field spoiled, or a broken whole. */
const mutateBody = (valid: unknown, random: Random): string => {
  const kind = Math.floor(random() * 10);
  if (kind === 0) return pick(random, ['null', '[]', '"текст"', '42', 'true', '', '{', '{"a":}', '\u0000']);
  if (kind === 1) return '['.repeat(5_000) + ']'.repeat(5_000);
  if (kind === 2) {
    let nested: unknown = valid;
    for (let level = 0; level < 2_000; level += 1) nested = { a: nested };
    return JSON.stringify(nested);
  }
  if (kind === 3 && valid && typeof valid === 'object' && !Array.isArray(valid)) {
    const text = JSON.stringify(valid);
    const key = pick(random, ['__proto__', 'constructor', 'prototype']);
    return `{"${key}":{"isAdmin":true,"toString":1},${text.slice(1)}`;
  }
  if (kind === 4) return JSON.stringify(valid).replace(/(:)(-?\d+(\.\d+)?)/, '$11e999');
  if (valid && typeof valid === 'object' && !Array.isArray(valid)) {
    const copy = { ...(valid as Record<string, unknown>) };
    const keys = Object.keys(copy);
    const key = keys.length && random() < 0.85 ? pick(random, keys) : pick(random, ['extra', 'toString']);
    copy[key] = nastyValue(random);
    return JSON.stringify(copy);
  }
  return JSON.stringify(nastyValue(random));
};

const asText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

const NASTY_PARAMS = [
  '',
  'abc',
  '-1',
  '0',
  '1e999',
  '99999999999999999999',
  '2147483648',
  '__proto__',
  'constructor',
  '%00',
  'я'.repeat(3_000),
  '1.5',
  '%',
  '%ZZ',
];

type Request = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  label: string;
};

const buildRequests = (
  doc: OpenApi,
  path: string,
  method: string,
  operation: Operation,
  random: Random,
): Request[] => {
  const requests: Request[] = [];
  const parameters = operation.parameters ?? [];
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json'];
  const form = content['multipart/form-data'];
  for (let run = 0; run < RUNS; run += 1) {
    const mutate = run > 0; // the first request is the schema's own; the others are spoiled
    const target = pick(random, ['path', 'query', 'body', 'body'] as const);
    const pathValue = (parameter: Parameter) => {
      const value =
        mutate && target === 'path' && random() < 0.7
          ? pick(random, NASTY_PARAMS)
          : asText(generate(doc, parameter.schema, random));
      return encodeURIComponent(value).replace(/%25(ZZ|$)/, '%$1');
    };
    const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const parameter = parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
      return pathValue(parameter ?? { name, in: 'path' });
    });
    const query = new URLSearchParams();
    for (const parameter of parameters.filter((candidate) => candidate.in === 'query')) {
      if (!parameter.required && random() < 0.3) continue;
      const spoiled = mutate && target === 'query' && random() < 0.6;
      query.append(
        parameter.name,
        spoiled ? pick(random, NASTY_PARAMS) : asText(generate(doc, parameter.schema, random)),
      );
      if (spoiled && random() < 0.2) query.append(parameter.name, 'второе');
    }
    if (mutate && target === 'query' && random() < 0.3) query.append('__proto__[x]', '1');
    const fullUrl = query.size ? `${url}?${query.toString()}` : url;
    const label = `${method.toUpperCase()} ${path} #${run}`;
    if (json) {
      const valid = generate(doc, json.schema, random);
      const payload = mutate && target === 'body' ? mutateBody(valid, random) : JSON.stringify(valid);
      requests.push({
        method,
        url: fullUrl,
        headers: { 'content-type': 'application/json' },
        payload,
        label,
      });
    } else if (form) {
      const schema = resolve(doc, form.schema);
      const parts: MultipartPart[] = [];
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const resolved = resolve(doc, property);
        if (resolved.format === 'binary' || (resolved.type === 'object' && !resolved.properties)) {
          parts.push({
            name,
            fileName: pick(random, ['protocol.xlsx', 'a.csv', 'photo.jpg', '..\\..\\x.pdf', 'пусто.txt']),
            content: pick(random, [
              Buffer.from('PK\u0003\u0004broken'),
              Buffer.alloc(0),
              Buffer.from('место;фамилия\n1;Иванов'),
              Buffer.from([0, 255, 1, 2]),
            ]),
          });
          continue;
        }
        const spoiled = mutate && target === 'body' && random() < 0.5;
        parts.push({
          name,
          value: spoiled ? asText(nastyValue(random)) : asText(generate(doc, property, random)),
        });
      }
      if (mutate && target === 'body' && random() < 0.3 && parts[0]) parts.push(parts[0]);
      const body = multipart(parts);
      requests.push({ method, url: fullUrl, headers: body.headers, payload: body.payload, label });
    } else {
      requests.push({ method, url: fullUrl, headers: {}, label });
    }
  }
  return requests;
};

/** A world with a little of everything, so generated ids (1, 2, 3) reach real records. */
const buildWorld = async (app: TestApp) => {
  const actors = await buildActors(app);
  await buildCluster(app.db, actors.organizerAId);
  await buildScoredProtocols(app.db, [
    {
      organizerId: actors.organizerAId,
      eventDate: '2024-06-01',
      rows: [
        { rider: 'Иванов Пётр 1980 М', place: 1 },
        { rider: 'Петрова Анна 1975 Ж', place: 2 },
      ],
    },
  ]);
};

const checkAnswer = (request: Request, caller: string, status: number, contentType: string, body: string) => {
  const where = `${request.label} as ${caller} (${request.url.slice(0, 120)})`;
  if (status >= 500) {
    const sent = typeof request.payload === 'string' ? ` body ${request.payload.slice(0, 300)}` : '';
    return `${where}: ${status} ${body.slice(0, 200)}${sent}`;
  }
  if (status >= 400 && contentType.includes('application/json')) {
    let parsed: { Error?: unknown; Errors?: unknown };
    try {
      parsed = JSON.parse(body);
    } catch {
      return `${where}: ${status} with a body that is not JSON`;
    }
    if (typeof parsed.Error !== 'string' || !parsed.Error.trim())
      return `${where}: ${status} without Error: ${body.slice(0, 200)}`;
    if (
      parsed.Errors !== undefined &&
      !(Array.isArray(parsed.Errors) && parsed.Errors.every((item) => typeof item === 'string'))
    )
      return `${where}: ${status} with Errors that are not a list of sentences`;
  }
  return null;
};

describe('every operation of the OpenAPI document, fuzzed from its schema', () => {
  const t = useTestApp();

  it.each(['guest', 'administrator'] as const)(
    'answers generated and spoiled requests as a %s with no 5xx, and every error in the portal’s shape',
    async (caller) => {
      const app = t();
      await buildWorld(app);
      const doc = (await app.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
      const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map(([method, operation]) => ({ path, method, operation })),
      );
      expect(operations.length).toBeGreaterThan(130);
      const random = seeded(SEED + (caller === 'guest' ? 0 : 1));
      const failures: string[] = [];
      let sent = 0;
      for (const { path, method, operation } of operations) {
        // A fresh administrator per operation: one operation may sign every session out or demote.
        const headers: Record<string, string> = {};
        if (caller === 'administrator') {
          const { user } = await buildAccount(app.db, { roles: ['Admin'] });
          Object.assign(headers, bearer(await tokenFor(app, user.id, 'Admin')));
        }
        for (const request of buildRequests(doc, path, method, operation, random)) {
          const response = await app.app.inject({
            method: request.method.toUpperCase() as 'GET',
            url: request.url,
            headers: { ...request.headers, ...headers },
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          sent += 1;
          const failure = checkAnswer(
            request,
            caller,
            response.statusCode,
            String(response.headers['content-type'] ?? ''),
            response.body,
          );
          if (failure) failures.push(failure);
        }
      }
      expect(sent).toBeGreaterThan(operations.length * RUNS - 1);
      expect(failures).toEqual([]);
      const health = await app.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    },
    600_000,
  );
});
