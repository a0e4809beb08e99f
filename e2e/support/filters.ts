import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an organizer in a public filter (the rating, the results, the calendar, the home page) by
 * typing part of its name, as a reader does. The list follows what is typed 200 ms after the last
 * key and says so meanwhile (`aria-busy`); an option clicked before that moved under the pointer
 * between the press and the release, the click went to the list, and nothing was chosen (a
 * fresh-clone run's failure on a busy machine).
 */
export const chooseOrganizer = async (page: Page, field: Locator, search: string, name: string) => {
  await field.click();
  await field.fill(search);
  const list = page.getByRole('listbox', { name: 'Организатор' });
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await list.getByRole('option', { name }).click();
};
