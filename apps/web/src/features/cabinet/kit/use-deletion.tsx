import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toasts';
import { ConfirmDialog } from './confirm-dialog';
import { errorText } from './error-text';

type DeletionOptions<T, V, R> = {
  /** The view's delete mutation (its hook invalidates the list). */
  mutation: UseMutationResult<R, Error, V>;
  /** What the mutation is called with for a record (its id). */
  variables: (item: T) => V;
  title: string | ((item: T) => string);
  /** What happens, in the spec's words where it has them. */
  text: (item: T) => ReactNode;
  /** The success toast's text (the server's answer may say it). */
  success: string | ((result: R) => string);
  /** The failure toast's text when the server sends no sentence of its own. */
  failure?: string;
  confirmLabel?: string;
  cancelLabel?: string;
};

/**
 * A list's delete with its confirmation (ui.md: a destructive action always asks first): `ask(item)`
 * opens the dialog; confirming runs the mutation, then a toast says how it went and the dialog closes.
 */
export const useDeletion = <T, V, R>({
  mutation,
  variables,
  title,
  text,
  success,
  failure = 'Ошибка удаления',
  confirmLabel = 'Удалить',
  cancelLabel = 'Оставить',
}: DeletionOptions<T, V, R>) => {
  const [item, setItem] = useState<T | null>(null);
  const close = () => setItem(null);
  const confirm = () => {
    if (item === null) return;
    mutation.mutate(variables(item), {
      onSuccess: (result) => {
        toast.success('Успешно', typeof success === 'function' ? success(result) : success);
        close();
      },
      onError: (error) => {
        toast.error('Ошибка', errorText(error, failure));
        close();
      },
    });
  };
  return {
    ask: (next: T) => setItem(next),
    dialog: (
      <ConfirmDialog
        opened={item !== null}
        title={item === null ? '' : typeof title === 'function' ? title(item) : title}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        loading={mutation.isPending}
        onConfirm={confirm}
        onClose={close}
      >
        {item === null ? null : text(item)}
      </ConfirmDialog>
    ),
  };
};
