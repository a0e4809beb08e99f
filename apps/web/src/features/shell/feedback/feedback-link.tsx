import { Anchor } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '@/hooks/use-current-user';

/** The dialog is its own chunk: the footer is on every first load, the form rarely opened. */
const FeedbackDialog = lazy(() =>
  import('./feedback-dialog').then((module) => ({ default: module.FeedbackDialog })),
);

/** The footer's 'Обратная связь' link: opens the feedback dialog (filled in for a signed-in user). */
export const FeedbackLink = ({ className }: { className?: string }) => {
  const [opened, setOpened] = useState(false);
  const { user } = useCurrentUser();
  return (
    <>
      <Anchor
        component="button"
        type="button"
        c="dark.6"
        size="sm"
        ta="left"
        className={className}
        onClick={() => setOpened(true)}
      >
        Обратная связь
      </Anchor>
      {opened ? (
        <Suspense fallback={null}>
          <FeedbackDialog
            onClose={() => setOpened(false)}
            name={user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : ''}
            email={user?.email ?? ''}
          />
        </Suspense>
      ) : null}
    </>
  );
};
