/**
 * The web-analytics counter (issue 18): Yandex Metrica, whose number comes from the build's
 * VITE_METRIKA_ID. Without it nothing loads. With it, the counter's script is added once the visitor
 * has had the cookie notice (features/shell/web-analytics.ts), as the cookies page says; page views of
 * the single-page app are sent as hits. The Content-Security-Policy allows the counter's hosts only
 * when the number is configured (server plugins/security-headers.ts).
 */
export const METRIKA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';

type Ym = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };
type WithYm = Window & { ym?: Ym };

export const metrikaCounterId = (): number | null => {
  const id = Number(import.meta.env.VITE_METRIKA_ID);
  return Number.isInteger(id) && id > 0 ? id : null;
};

let started = false;

/** Whether the counter was started in this page (tests reset it). */
export const metrikaStarted = () => started;
export const resetMetrikaForTests = () => {
  started = false;
};

/**
 * Adds the counter's script and starts it, once; the calls made before the script arrives wait in
 * its queue (`ym.a`), as the counter's own loader keeps them. Returns whether it started now.
 */
export const startMetrika = (url: string): boolean => {
  const counterId = metrikaCounterId();
  if (counterId === null || started) return false;
  started = true;
  const host = window as WithYm;
  const ym: Ym =
    host.ym ??
    Object.assign(
      (...args: unknown[]) => {
        (ym.a ??= []).push(args);
      },
      { l: Date.now() },
    );
  host.ym = ym;
  const script = document.createElement('script');
  script.async = true;
  script.src = METRIKA_TAG_URL;
  document.head.appendChild(script);
  // Hits are sent by the app (`defer`), with addresses stripped of queries (features/shell/
  // web-analytics.ts). Session recording is off everywhere (issue 36): it would record the sign-in
  // screens and the cabinets as they are typed in.
  ym(counterId, 'init', {
    defer: true,
    clickmap: true,
    trackLinks: true,
    accurateTrackBounce: true,
    webvisor: false,
  });
  ym(counterId, 'hit', url);
  return true;
};

/** A page view of the single-page app, once the counter runs. */
export const reportPageView = (url: string, referer?: string): void => {
  const counterId = metrikaCounterId();
  const ym = (window as WithYm).ym;
  if (!started || counterId === null || !ym) return;
  try {
    ym(counterId, 'hit', url, referer ? { referer } : {});
  } catch {
    // Analytics never breaks a screen.
  }
};
