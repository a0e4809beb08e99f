import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const Modal = lazy(() => import('./modal').then((module) => ({ default: module.Modal })));

/**
 * Mantine's Modal, with its code (focus trap, scroll lock, scroll area, portal: about 15 KB gzip)
 * loaded when it is first opened: for dialogs a page offers behind a button, so the page's first
 * load does without them. Once opened it stays mounted, so it closes and opens again with its
 * transitions, as a Modal does.
 */
export const LazyModal = (props: ModalProps) => {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
};
