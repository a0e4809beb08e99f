import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';
import { readMigrationJournal } from '../../src/db/database.js';

describe('health and API documentation', () => {
  const t = useTestApp();

  it('reports the database engine and the latest migration', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const journal = readMigrationJournal();
    expect(body.status).toBe('ok');
    expect(body.database.engine).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.database.migrationsApplied).toBe(journal.length);
    expect(body.database.migration).toBe(journal[journal.length - 1]!.tag);
    expect(body.database.serverVersion).toMatch(/^\d+/);
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();
  });

  it('serves a browsable reference at /api/docs', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});
