import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '@/app/router';
import { renderScreen } from '@/testing/render-screen';
import { RouteError } from './route-error';

describe('a screen that cannot open', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is what every route of the app shows, in place of the router’s English default', () => {
    expect(createAppRouter().options.defaultErrorComponent).toBe(RouteError);
  });

  it('offline, says the page was not kept for reading without the network; a reload is one click', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderScreen(<RouteError />);
    expect(
      await screen.findByRole('heading', { name: 'Не удалось открыть страницу', level: 1 }),
    ).toBeVisible();
    expect(
      screen.getByText(/^Нет сети, а эта страница ещё не сохранена для чтения без сети\./),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Обновить страницу' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('online, says what the spec says when something fails', async () => {
    renderScreen(<RouteError />);
    expect(await screen.findByText('Что-то пошло не так, попробуйте позже')).toBeVisible();
  });
});
