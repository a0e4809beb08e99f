import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { renderScreen } from '@/testing/render-screen';
import { SHARE_TEXTS, ShareButton } from './share-button';

// 'Поделиться' (issue 42): the phone's share sheet where there is one, else the address copied.

const pointer = (coarse: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: coarse && query === '(pointer: coarse)',
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );

/** A clipboard whose writeText the test controls (the test browser has none). */
const clipboard = (writeText: (text: string) => Promise<void>) => {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

/** The text and links a toast's message renders, flattened. */
const rendered = (message: unknown): string => {
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map(rendered).join('');
  if (isValidElement(message)) {
    const props = (message as ReactElement<{ children?: unknown; href?: string }>).props;
    return `${props.href ? `[${props.href}]` : ''}${rendered(props.children)}`;
  }
  return '';
};

describe('the share button', () => {
  it("opens the phone's share sheet with the page's title and address", async () => {
    pointer(true);
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const copy = clipboard(async () => {});
    renderScreen(<ShareButton title="Петров Иван — ВелоРейтинг" picture="/share/rider/7.png" />, {
      path: '/rating/details/7',
    });
    await userEvent.click(await screen.findByRole('button', { name: SHARE_TEXTS.button }));
    expect(share).toHaveBeenCalledWith({ title: 'Петров Иван — ВелоРейтинг', url: window.location.href });
    expect(copy).not.toHaveBeenCalled();
  });

  it('copies the address elsewhere and offers the share picture', async () => {
    pointer(false);
    Object.defineProperty(navigator, 'share', { value: vi.fn(), configurable: true });
    const copy = clipboard(async () => {});
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    renderScreen(<ShareButton title="Гонка" picture="/share/protocol/3.png" />, {
      path: '/results/details/3',
    });
    await userEvent.click(await screen.findByRole('button', { name: SHARE_TEXTS.button }));
    expect(copy).toHaveBeenCalledWith(window.location.href);
    expect(success).toHaveBeenCalledWith(SHARE_TEXTS.copied, expect.anything());
    expect(rendered(success.mock.calls[0]![1])).toContain(`[/share/protocol/3.png]${SHARE_TEXTS.picture}`);
  });

  it('shows the address to copy by hand when the clipboard refuses', async () => {
    pointer(false);
    clipboard(async () => {
      throw new Error('denied');
    });
    const info = vi.spyOn(toast, 'info').mockImplementation(() => {});
    renderScreen(<ShareButton title="Гонка" picture="/share/protocol/3.png" />);
    await userEvent.click(await screen.findByRole('button', { name: SHARE_TEXTS.button }));
    expect(info).toHaveBeenCalledWith(SHARE_TEXTS.manual, expect.anything());
    expect(rendered(info.mock.calls[0]![1])).toContain(window.location.href);
  });
});
