import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { routeKey } from '../helpers/route-key.js';
import { useTestApp } from '../helpers/test-app.js';

const run = promisify(execFile);
const redoclyCli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  'x-access'?: string;
};
type Document = {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ method, path, op: item[method]! })),
  );

describe('the OpenAPI document for those who build on it', () => {
  const t = useTestApp();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'velo-openapi-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const readDocument = async (): Promise<Document> =>
    (await t().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();

  it('passes Redocly CLI with its recommended rules without one error', async () => {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(await readDocument()));
    // Exit code 1 means errors: the JSON report on stdout says which, so it is read either way.
    const { stdout } = await run(
      process.execPath,
      [redoclyCli, 'lint', file, '--extends=recommended', '--format=json', '--max-problems=1000'],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);

  it("gives every operation the security of its route's access rule", async () => {
    const document = await readDocument();
    const rules = new Map(
      t().app.routeRules.map((route) => [routeKey(route.method, route.url), route.access]),
    );
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(150);
    for (const { method, path, op } of operations) {
      const rule = rules.get(routeKey(method, path));
      expect(op['x-access'], `${method} ${path}`).toBe(rule);
      expect(op.security, `${method} ${path}`).toBeDefined();
    }
    const security = (method: string, path: string) => document.paths[path]![method]!.security;
    expect(security('get', '/v1/User/get-current')).toEqual([{ bearer: [] }]);
    expect(security('post', '/v1/Admin/paged-users')).toEqual([{ bearer: [] }]);
    expect(security('post', '/v1/Statistic/paged-rating')).toEqual([{}, { bearer: [] }]);
    expect(security('post', '/integration-api/Tdk/import-package')).toEqual([{ partnerKey: [] }]);
    expect(security('get', '/integration-api/File/{id}')).toEqual([{ integrationKey: [] }, { bearer: [] }]);
    expect(security('get', '/share/rider/{id}.png')).toEqual([]);
  });

  it('answers 401 and 403 where the access rule refuses, and 4xx where the route does', async () => {
    const { paths } = await readDocument();
    const statuses = (method: string, path: string) => Object.keys(paths[path]![method]!.responses);
    expect(statuses('get', '/v1/Protocol/{id}/content')).toEqual(expect.arrayContaining(['401', '403']));
    expect(statuses('get', '/v1/User/get-current')).toContain('401');
    expect(statuses('get', '/share/rider/{id}.png')).toContain('404');
    expect(statuses('get', '/share/protocol/{id}.png')).toContain('404');
    expect(statuses('get', '/sitemaps/{file}')).toContain('404');
    expect(statuses('post', '/v1/Statistic/rating-csv')).toContain('400');
  });

  it('names each operation once, after the catalogue, and tells where the portal is', async () => {
    const document = await readDocument();
    expect(document.servers).toEqual([expect.objectContaining({ url: 'http://portal.test' })]);
    const ids = operationsOf(document).map(({ op }) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const id = (method: string, path: string) => document.paths[path]![method]!.operationId;
    expect(id('post', '/v1/Statistic/paged-rating')).toBe('Statistic_pagedRating');
    expect(id('get', '/v1/User/get-current')).toBe('User_getCurrent');
    expect(id('get', '/v1/Protocol/{id}')).toBe('Protocol_get');
    expect(id('delete', '/v1/Protocol/{id}')).toBe('Protocol_delete');
    expect(id('put', '/v1/Cluster')).toBe('Cluster_update');
    expect(id('get', '/v1/Event/disciplines')).toBe('Event_getDisciplines');
    expect(id('post', '/v1/Event/disciplines')).toBe('Event_createDisciplines');
    expect(id('post', '/integration-api/Tdk/import-package')).toBe('IntegrationTdk_importPackage');
    expect(id('get', '/share/rider/{id}.png')).toBe('Page_shareRiderPng');
  });
});
