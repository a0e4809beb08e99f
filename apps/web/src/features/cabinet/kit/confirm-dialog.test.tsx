import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/lib/theme';
import { ConfirmDialog } from './confirm-dialog';

const Asking = ({ onConfirm }: { onConfirm: () => void }) => {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Удалить запись
      </button>
      <ConfirmDialog
        opened={opened}
        title="Удалить запись?"
        confirmLabel="Удалить"
        onConfirm={onConfirm}
        onClose={() => setOpened(false)}
      >
        Запись будет удалена.
      </ConfirmDialog>
    </>
  );
};

describe('the confirm dialog', () => {
  // A press on its button in the dialog's first moments must be released on the same button: with
  // Mantine's default transition the dialog slid 30 px down while it faded in, so a press made as
  // it appeared was released beside the button, no click, and the dialog stayed open (a fresh-clone
  // run's cabinet-configs test, run 49). Mantine's transitions run here (no env="test"), and every
  // style the dialog has while it opens is read.
  it('fades in where it stands, so its buttons do not move under the pointer', async () => {
    const onConfirm = vi.fn();
    const styles: string[] = [];
    // The dialog's box (Mantine's Modal content) as it is after each change of the page.
    const observer = new MutationObserver(() => {
      const content = document.querySelector('.mantine-Modal-content');
      if (content) styles.push(content.getAttribute('style') ?? '');
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style'],
    });
    const { unmount } = render(
      <MantineProvider theme={theme}>
        <Asking onConfirm={onConfirm} />
      </MantineProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Удалить запись' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить запись?' });
    const content = dialog.closest('.mantine-Modal-content') ?? dialog;
    // Opened: fully opaque, the transition over.
    await waitFor(() => expect(content.getAttribute('style') ?? '').toMatch(/opacity: 1/));
    observer.disconnect();

    // It did fade in (the transition ran), and nothing in it was ever moved.
    expect(styles.some((style) => /opacity: 0/.test(style))).toBe(true);
    expect(styles.filter((style) => /transform/.test(style))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    unmount();
  });
});
