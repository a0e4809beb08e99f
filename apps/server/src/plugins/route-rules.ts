import type { FastifyInstance } from 'fastify';
import type { AccessRule } from '../auth/access-policy.js';
import type { CacheClass } from './cache-class.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
    /**
     * A signed-in route a session must reach before its installation-set password is changed:
     * who it is, the change itself, ending its sessions. Others answer 403 until then.
     */
    beforePasswordChange?: true;
  }
  interface FastifyInstance {
    /** Every route with its declared rules, as registered (the route walk and the authorization matrix read it). */
    routeRules: { method: string; url: string; access: AccessRule; cache: CacheClass }[];
  }
}

/** How many registrations of others' routes are under way (see exemptFromRouteRules). */
let exempting = 0;

/**
 * Registers routes that are not ours and declare nothing: the built web app's files and the API
 * browser's pages. Every other route must declare its rules.
 */
export const exemptFromRouteRules = async (
  _app: FastifyInstance,
  register: () => PromiseLike<unknown>,
): Promise<void> => {
  exempting += 1;
  try {
    await register();
  } finally {
    exempting -= 1;
  }
};

/**
 * Every route declares, in its own config, who may call it (`access`, auth/access-policy.ts) and what
 * it is to the read path (`cache`, plugins/cache-class.ts). A route without either does not start:
 * a rule kept in another file is where a route gets forgotten.
 */
export const registerRouteRules = (app: FastifyInstance): void => {
  app.decorate('routeRules', []);
  app.addHook('onRoute', (route) => {
    if (exempting > 0) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.access;
    const cache = route.config?.cache;
    for (const method of methods) {
      if (!access) throw new Error(`Маршрут ${method} ${route.url} не имеет правила доступа (config.access)`);
      if (!cache) throw new Error(`Маршрут ${method} ${route.url} не имеет класса кэша (config.cache)`);
      // Fastify answers HEAD for every GET route with the GET's config and handler.
      if (method !== 'HEAD') app.routeRules.push({ method, url: route.url, access, cache });
    }
  });
};
