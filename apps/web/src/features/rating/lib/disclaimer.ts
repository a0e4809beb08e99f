// Apart from methodology.ts: the page reads this flag on first load, the rules' wording only the
// (lazy) dialog needs.

/** The dialog is shown once on its own; closing it stores this flag (spec part 1 §2.7). */
export const DISCLAIMER_STORAGE_KEY = 'isRatingDisclaimerShown';

export const isDisclaimerShown = (): boolean => {
  try {
    return localStorage.getItem(DISCLAIMER_STORAGE_KEY) === 'true';
  } catch {
    return true;
  }
};

export const storeDisclaimerShown = (): void => {
  try {
    localStorage.setItem(DISCLAIMER_STORAGE_KEY, 'true');
  } catch {
    // Private mode: the dialog may show again next time.
  }
};
