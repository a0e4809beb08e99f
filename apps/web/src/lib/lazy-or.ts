import { lazy, type ComponentType } from 'react';

/**
 * React's `lazy`, with `fallback` drawn when the component's code cannot load (offline, never kept
 * by the service worker), instead of the page failing. The catch must sit outside `load`: Vite
 * wraps `import(…).then(…)` whole in its preloading of the chunk's CSS, so a failure handler in
 * that `.then` never sees a stylesheet that could not load.
 */
export const lazyOr = <Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ComponentType<Props>,
) => lazy(async () => ({ default: await load().catch(() => fallback) }));
