import type { Locator, Page } from '@playwright/test';

/*
 * The cabinet's navigation (issue 42): a side navigation of links grouped by task at desktop widths,
 * the same links under one button on a phone; and a list's records, table rows or (below 768 px) cards.
 */

export const cabinetNav = (page: Page) => page.getByRole('navigation', { name: 'Разделы кабинета' });

/** A view's link in the side navigation (its name starts with the label; its count follows). */
export const viewLink = (page: Page, label: string) =>
  cabinetNav(page).getByRole('link', { name: new RegExp(`^${label}`) });

/** The phone's button that opens the links, named after the open view. */
export const viewMenuButton = (page: Page) => cabinetNav(page).getByRole('button', { name: /^Раздел: / });

/** Opens a view from the navigation, as a person would at the page's width. */
export const openView = async (page: Page, label: string) => {
  const width = page.viewportSize()?.width ?? 1280;
  if (width >= 768) return viewLink(page, label).click();
  await viewMenuButton(page).click();
  await viewLink(page, label).click();
};

/** A list's record holding the text: its table row, or its card on a phone. */
export const recordWith = (page: Page, text: string): Locator =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: text });

/** Types a day into a date field (Mantine's picker reads YYYY-MM-DD too) and leaves the field. */
export const fillDay = async (field: Locator, day: string) => {
  await field.fill(day);
  await field.press('Tab');
};
