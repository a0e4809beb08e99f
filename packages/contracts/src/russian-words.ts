/**
 * Russian words shared by the server's texts (mail, bot, heads) and the web app's, with no schema
 * library behind them: the web app's first screen imports this alone.
 */

/** Russian plural: plural(5, ['участник', 'участника', 'участников']) → 'участников'. */
export const plural = (count: number, forms: readonly [string, string, string]): string => {
  const n = Math.abs(count) % 100;
  const last = n % 10;
  if (n > 10 && n < 20) return forms[2];
  if (last > 1 && last < 5) return forms[1];
  if (last === 1) return forms[0];
  return forms[2];
};
