import { MESSENGER_STORAGE_KEYS } from '@/lib/session';

/**
 * The stored messenger-link flag (part 1 §4): 'true' sends the browser on to the bot's start link
 * after an external sign-in or sign-up (see use-finish-sign-in's wantsMessengerLink); cleared at
 * logout. Unchecked, the entry is removed.
 */
export const setMessengerLinkWanted = (wanted: boolean): void => {
  try {
    if (wanted) localStorage.setItem(MESSENGER_STORAGE_KEYS[0], 'true');
    else localStorage.removeItem(MESSENGER_STORAGE_KEYS[0]);
  } catch {
    // Storage off: the sign-in goes on as usual, without the bot.
  }
};
