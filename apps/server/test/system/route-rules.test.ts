import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { kindOf, TAG_KINDS } from '../../src/infra/cache-tags.js';
import { personalRead, publicRead } from '../../src/plugins/cache-class.js';
import { routeKey } from '../helpers/route-key.js';
import { createTestApp, useTestApp } from '../helpers/test-app.js';

describe('route rules', () => {
  const t = useTestApp();

  it('gives every route an access rule and a cache class in its own config', () => {
    const routes = t().app.routeRules;
    expect(routes.length).toBeGreaterThan(180);
    const problems: string[] = [];
    for (const route of routes) {
      const { cache } = route;
      if (cache.class === 'write') {
        for (const kind of cache.changes)
          if (!(TAG_KINDS as readonly string[]).includes(kind))
            problems.push(`${route.method} ${route.url}: ${kind}`);
      } else if (cache.class === 'public') {
        if (typeof cache.tags !== 'function') problems.push(`${route.method} ${route.url}: no tags`);
      } else if (cache.class !== 'personal') {
        problems.push(`${route.method} ${route.url}: no class`);
      }
      // A read a guest may not make is never shared with guests.
      if (cache.class === 'public' && route.access !== 'public')
        problems.push(`${route.method} ${route.url}: a public read behind '${route.access}'`);
    }
    expect(problems).toEqual([]);
  });

  it('has a route with a rule for every call of the spec’s catalogue', () => {
    const catalogue = readFileSync(
      new URL('../../../../docs/spec/api-catalogue.tsv', import.meta.url),
      'utf8',
    )
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.split('\t').slice(0, 2) as [string, string]);
    expect(catalogue).toHaveLength(138);
    const routes = new Set(t().app.routeRules.map((route) => routeKey(route.method, route.url)));
    expect(catalogue.filter(([method, path]) => !routes.has(routeKey(method, path)))).toEqual([]);
  });

  it('builds the tags of a public read from its parsed parameters', async () => {
    // Each public read of the rating tags its season; a request without a year, every season. It shows
    // the riders' skill too ('Сила').
    const byUrl = new Map(t().app.routeRules.map((route) => [`${route.method} ${route.url}`, route.cache]));
    const rating = byUrl.get('POST /v1/Statistic/paged-rating');
    expect(rating?.class).toBe('public');
    if (rating?.class !== 'public') return;
    const tagsOf = (body: object) => rating.tags({ body } as never);
    expect(tagsOf({ year: 2025, organizerId: 3 })).toEqual([
      'season:2025',
      'organizer:3',
      'startList',
      'skill',
    ]);
    expect(tagsOf({ year: null })).toEqual(['season', 'startList', 'skill']);
    for (const tag of tagsOf({ year: 2024, clusterAgeCategoryId: 9 })) expect(kindOf(tag)).not.toBeNull();
  });

  it('refuses to start a route without a cache class, or without an access rule', async () => {
    await expect(
      createTestApp({
        beforeReady: (instance) => {
          instance.get('/v1/Probe/no-class', { config: { access: 'public' } }, async () => 'x');
        },
      }),
    ).rejects.toThrow(/не имеет класса кэша/);
    await expect(
      createTestApp({
        beforeReady: (instance) => {
          instance.get('/v1/Probe/no-rule', { config: { cache: personalRead } }, async () => 'x');
        },
      }),
    ).rejects.toThrow(/не имеет правила доступа/);
    await expect(
      createTestApp({
        beforeReady: (instance) => {
          instance.get('/probe-page', { config: { cache: publicRead(() => []) } }, async () => 'x');
        },
      }),
    ).rejects.toThrow(/не имеет правила доступа/);
  });
});
