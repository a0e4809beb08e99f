import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastsRequested, toastsRequested } from '@/lib/toasts';

const ToastList = lazy(() => import('./toast-list'));

/** Mounts the toast list (and loads its code) once the first toast is asked for. */
export const ToastHost = () => {
  const wanted = useSyncExternalStore(onToastsRequested, toastsRequested, toastsRequested);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
};
