/**
 * Web-analytics goals (spec part 1 §8: a goal is sent when an external sign-in fails). The counter
 * is the site's analytics script when the page has one (`window.ym` with VITE_METRIKA_ID); without
 * it the goal is dropped.
 */
type Metrika = (counterId: number, method: 'reachGoal', goal: string) => void;

export const reachGoal = (goal: string): void => {
  const counterId = Number(import.meta.env.VITE_METRIKA_ID);
  const ym = (window as Window & { ym?: Metrika }).ym;
  if (!ym || !Number.isInteger(counterId) || counterId <= 0) return;
  try {
    ym(counterId, 'reachGoal', goal);
  } catch {
    // Analytics never breaks a screen.
  }
};
