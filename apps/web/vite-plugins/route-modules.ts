import path from 'node:path';
import { parseSync, type Plugin } from 'vite';

/** Where the server reads the map (beside Vite's own manifest, apps/server/src/routes/pages/page-assets.ts). */
export const ROUTE_MODULES_FILE = '.vite/route-modules.json';

/** One route as the router's source declares it. */
type DeclaredRoute = {
  name: string;
  file: string;
  parent: string | null;
  path: string | null;
  /** The module its screen is imported from, as written, and the file that imports it. */
  screen: { specifier: string; importer: string } | null;
  /** Else the names its component uses: one may be a helper that imports the screen. */
  uses: string[];
};

type Node = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node under a node (depth first), the node itself first. */
function* nodesOf(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* nodesOf(item);
    return;
  }
  if (!isNode(node)) return;
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && typeof value === 'object' && value !== null) yield* nodesOf(value);
  }
}

const propertyOf = (object: Node, name: string): Node | undefined =>
  (object.properties as Node[]).find(
    (p) => p.type === 'Property' && isNode(p.key) && (p.key.name === name || p.key.value === name),
  )?.value as Node | undefined;

const stringOf = (node: Node | undefined): string | null =>
  node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;

/** The module a piece of code imports lazily (`import('…')`), when it imports exactly one. */
const importedBy = (node: unknown): string | null => {
  const sources = new Set(
    [...nodesOf(node)].filter((n) => n.type === 'ImportExpression').map((n) => stringOf(n.source as Node)),
  );
  const [only] = sources;
  return sources.size === 1 && only ? only : null;
};

/**
 * The file's helpers that import a screen (`const cabinetPage = () => import('…')`, `const
 * standingsPage = (name) => lazyRouteComponent(() => import('…'), name)`): name → module.
 */
const helpersOf = (program: Node): Map<string, string> => {
  const helpers = new Map<string, string>();
  for (const node of nodesOf(program)) {
    const named =
      node.type === 'VariableDeclarator' && isNode(node.id) && node.id.type === 'Identifier'
        ? { name: String(node.id.name), body: node.init }
        : node.type === 'FunctionDeclaration' && isNode(node.id)
          ? { name: String(node.id.name), body: node.body }
          : null;
    const specifier = named ? importedBy(named.body) : null;
    if (named && specifier) helpers.set(named.name, specifier);
  }
  return helpers;
};

/** A helper that imports a screen, declared in a router file. */
type Helper = { name: string; file: string; specifier: string };

/** `createRoute({ getParentRoute: () => parent, path, component: … import('…') … })` assigned to a name. */
const routesOf = (code: string, file: string) => {
  const routes = new Map<string, DeclaredRoute>();
  const { program } = parseSync(file, code);
  const helpers = new Map<string, Helper>();
  for (const [name, specifier] of helpersOf(program as unknown as Node))
    helpers.set(`${file}#${name}`, { name, file, specifier });
  for (const node of nodesOf(program)) {
    if (node.type !== 'VariableDeclarator' || !isNode(node.id) || node.id.type !== 'Identifier') continue;
    const call = [...nodesOf(node.init)].find(
      (n) => n.type === 'CallExpression' && isNode(n.callee) && /^createRoute$/.test(String(n.callee.name)),
    );
    const options = (call?.arguments as Node[] | undefined)?.[0];
    if (!options || options.type !== 'ObjectExpression') continue;
    const parentFn = propertyOf(options, 'getParentRoute');
    const parent =
      isNode(parentFn?.body) && parentFn.body.type === 'Identifier' ? String(parentFn.body.name) : null;
    const component = propertyOf(options, 'component');
    const specifier = importedBy(component);
    routes.set(`${file}#${String(node.id.name)}`, {
      name: String(node.id.name),
      file,
      parent,
      path: stringOf(propertyOf(options, 'path')),
      screen: specifier ? { specifier, importer: file } : null,
      uses: specifier
        ? []
        : [...nodesOf(component)].filter((n) => n.type === 'Identifier').map((n) => String(n.name)),
    });
  }
  return { routes, helpers };
};

/** A route's screen: imported in place, or through a helper of its file or imported from another. */
const screenOf = (route: DeclaredRoute, helpers: Map<string, Helper>) => {
  if (route.screen) return route.screen;
  for (const name of route.uses) {
    const local = helpers.get(`${route.file}#${name}`);
    const named = [...helpers.values()].filter((h) => h.name === name);
    const helper = local ?? (named.length === 1 ? named[0] : undefined);
    if (helper) return { specifier: helper.specifier, importer: helper.file };
  }
  return null;
};

/** A route's parent: declared in the same file, or imported (a router split by area). */
const parentOf = (routes: Map<string, DeclaredRoute>, route: DeclaredRoute): string | null => {
  if (!route.parent) return null;
  const local = `${route.file}#${route.parent}`;
  if (routes.has(local)) return local;
  const imported = [...routes.entries()].filter(([, r]) => r.name === route.parent);
  return imported.length === 1 ? imported[0]![0] : null;
};

/** A route's full path, as the router builds it from its parents' (`/` for an index route). */
const fullPathOf = (routes: Map<string, DeclaredRoute>, key: string, seen = new Set<string>()): string => {
  const route = routes.get(key);
  if (!route || seen.has(key)) return '';
  seen.add(key);
  const parentKey = parentOf(routes, route);
  const parent = parentKey ? fullPathOf(routes, parentKey, seen) : '';
  const own = (route.path ?? '').replace(/^\/+|\/+$/g, '');
  return own ? `${parent}/${own}` : parent;
};

/** The router's sources' routes with a screen of their own: full path → the screen's import. */
export const routeScreens = (sources: Iterable<{ file: string; code: string }>) => {
  const routes = new Map<string, DeclaredRoute>();
  const helpers = new Map<string, Helper>();
  for (const { file, code } of sources) {
    const found = routesOf(code, file);
    for (const [key, route] of found.routes) routes.set(key, route);
    for (const [key, helper] of found.helpers) helpers.set(key, helper);
  }
  return screensOf(routes, helpers);
};

const screensOf = (routes: Map<string, DeclaredRoute>, helpers: Map<string, Helper>) => {
  const screens = new Map<string, { specifier: string; importer: string }>();
  for (const [key, route] of routes) {
    const screen = screenOf(route, helpers);
    if (screen) screens.set(fullPathOf(routes, key) || '/', screen);
  }
  return screens;
};

/**
 * Writes `.vite/route-modules.json` at build time (issue 41): each route of the app's router, by
 * its full path in the router's notation (`/rating/details/$id`), with the source module of its
 * screen as Vite's manifest names it. The server joins it with the manifest to preload a page's
 * own chunk from its HTML. It reads the router's own definitions (`createRoute` calls, wherever
 * they are: one file or one per area), so there is no second list of routes to keep.
 */
export const routeModules = (): Plugin => {
  const routes = new Map<string, DeclaredRoute>();
  const helpers = new Map<string, Helper>();
  let root = process.cwd();
  return {
    name: 'velo-route-modules',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !/createRoute\(|import\(/.test(code))
        return;
      for (const map of [routes, helpers])
        for (const key of [...map.keys()]) if (key.startsWith(`${file}#`)) map.delete(key);
      const found = routesOf(code, file);
      for (const [key, route] of found.routes) routes.set(key, route);
      for (const [key, helper] of found.helpers) helpers.set(key, helper);
    },
    async generateBundle() {
      const screens: Record<string, string> = {};
      for (const [route, screen] of screensOf(routes, helpers)) {
        const resolved = await this.resolve(screen.specifier, screen.importer);
        if (!resolved) continue;
        screens[route] = path.relative(root, resolved.id.split('?')[0]!).split(path.sep).join('/');
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_MODULES_FILE,
        source: `${JSON.stringify(screens, null, 2)}\n`,
      });
    },
  };
};
