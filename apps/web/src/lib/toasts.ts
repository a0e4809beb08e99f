import type * as MantineNotifications from '@mantine/notifications';
import type { ReactNode } from 'react';

/** Toasts live 5000 ms (spec part 1 §9); the cookie notice sets its own 3000 ms. */
export const TOAST_AUTO_CLOSE_MS = 5000;

type ToastKind = 'info' | 'success' | 'warning' | 'error';

const COLORS: Record<ToastKind, string> = {
  info: 'blue',
  success: 'green',
  warning: 'yellow',
  error: 'red',
};

export type ToastOptions = { autoClose?: number; id?: string };

/**
 * The toast machinery (@mantine/notifications and its transitions) is not part of a page's first
 * load: most visits show no toast at all. The first toast loads it; toasts asked for meanwhile are
 * shown in order as soon as it is there. The host (toast-host.tsx) mounts once one was asked for.
 */
let notificationsModule: Promise<typeof MantineNotifications> | undefined;
export const loadNotifications = () => (notificationsModule ??= import('@mantine/notifications'));

let requested = false;
const hostListeners = new Set<() => void>();

/** Whether any toast was asked for (the host stays away until then). */
export const toastsRequested = () => requested;

export const onToastsRequested = (listener: () => void) => {
  hostListeners.add(listener);
  return () => void hostListeners.delete(listener);
};

/** The host on screen. */
const request = () => {
  if (requested) return;
  requested = true;
  hostListeners.forEach((listener) => listener());
};

/**
 * Loads the toast machinery ahead of a toast that is sure to come (a save whose answer takes
 * seconds): loaded only with the toast, it came after the page the answer leads to had rendered.
 */
export const prepareToasts = () => {
  request();
  void loadNotifications();
};

const show = (kind: ToastKind, title: string, message: ReactNode, options: ToastOptions = {}) => {
  request();
  void loadNotifications().then(({ notifications }) =>
    notifications.show({
      id: options.id,
      title,
      message,
      color: COLORS[kind],
      autoClose: options.autoClose ?? TOAST_AUTO_CLOSE_MS,
      withBorder: true,
      closeButtonProps: { 'aria-label': 'Закрыть уведомление' },
      // Screen readers announce warnings and errors at once, the rest politely.
      role: kind === 'error' || kind === 'warning' ? 'alert' : 'status',
    }),
  );
};

/** The app's toasts: a title (summary) and a message (detail), as the spec words them. */
export const toast = {
  info: (title: string, message: ReactNode, options?: ToastOptions) => show('info', title, message, options),
  success: (title: string, message: ReactNode, options?: ToastOptions) =>
    show('success', title, message, options),
  warning: (title: string, message: ReactNode, options?: ToastOptions) =>
    show('warning', title, message, options),
  error: (title: string, message: ReactNode, options?: ToastOptions) =>
    show('error', title, message, options),
};
