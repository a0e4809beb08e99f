import { Button } from '@mantine/core';
import { IconArrowsJoin, IconPlusMinus } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';

const AdjustPointsDialog = lazy(() =>
  import('./adjust-points-dialog').then((module) => ({ default: module.AdjustPointsDialog })),
);
const MergeDialog = lazy(() => import('./merge-dialog').then((module) => ({ default: module.MergeDialog })));

/**
 * The administrators' own actions on a rider (issue 14), among the profile's actions: they open the
 * points' correction and the merge, whose dialogs load when first opened. The page loads this file
 * for administrators only, so the dialogs' loaders are off every other reader's first load (issue 42).
 */
export const AdminRiderButtons = ({
  participantId,
  riderName,
  year,
}: {
  participantId: number;
  riderName: string;
  year: number;
}) => {
  const [dialog, setDialog] = useState<'points' | 'merge' | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPlusMinus size={18} aria-hidden="true" />}
        onClick={() => setDialog('points')}
      >
        Скорректировать очки
      </Button>
      <Button
        variant="default"
        leftSection={<IconArrowsJoin size={18} aria-hidden="true" />}
        onClick={() => setDialog('merge')}
      >
        Объединить с…
      </Button>
      {dialog ? (
        <Suspense fallback={null}>
          {dialog === 'points' ? (
            <AdjustPointsDialog
              participantId={participantId}
              riderName={riderName}
              year={year}
              onClose={close}
            />
          ) : (
            <MergeDialog participantId={participantId} riderName={riderName} onClose={close} />
          )}
        </Suspense>
      ) : null}
    </>
  );
};
