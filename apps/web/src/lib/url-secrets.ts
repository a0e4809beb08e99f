/**
 * One-time secrets that arrive in a page's address (a password-reset token, an e-mail confirmation
 * code, a provider's authorization code and state) are taken out of it on arrival (issue 36): the
 * route's `beforeLoad` keeps them in this tab's session storage and replaces the address with one
 * without them, before any screen renders. So the address bar, the history, and whatever reads
 * `location` afterwards (the analytics counter, a screenshot, a shared link) never see them. A
 * reload of the page finds them here.
 */
const STORAGE_KEY = 'url-secrets';

type Kept = Record<string, Record<string, string>>;

const readKept = (): Kept => {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return kept && typeof kept === 'object' ? (kept as Kept) : {};
  } catch {
    return {};
  }
};

/**
 * Keeps the named query values of `page` that are present (replacing what was kept for the page
 * before) and answers the search without them, or null when none was there.
 */
export const takeSecretsFromSearch = <S extends Record<string, unknown>>(
  page: string,
  search: S,
  names: readonly (keyof S & string)[],
): Partial<S> | null => {
  const present = names.filter(
    (name) => search[name] !== undefined && search[name] !== null && search[name] !== '',
  );
  if (present.length === 0) return null;
  const kept = readKept();
  kept[page] = Object.fromEntries(present.map((name) => [name, String(search[name])]));
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage refused (a private window's quota): the values stay in memory for this load only.
    memory[page] = kept[page];
  }
  const rest: Partial<S> = { ...search };
  for (const name of names) delete rest[name];
  return rest;
};

const memory: Kept = {};

/** The secrets kept for `page` in this tab (empty when none). */
export const keptSecrets = (page: string): Record<string, string> => readKept()[page] ?? memory[page] ?? {};

/** The secrets kept for `page`, forgotten as they are read: for codes spent by their first use. */
export const takeKeptSecrets = (page: string): Record<string, string> => {
  const secrets = keptSecrets(page);
  const kept = readKept();
  delete kept[page];
  delete memory[page];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Nothing to forget in storage that refused it.
  }
  return secrets;
};
