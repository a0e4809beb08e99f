import { Suspense, lazy } from 'react';
import { Group, Stack } from '@mantine/core';
import type { RatingAdjustmentView } from '@velo/contracts';
import classes from '../participant-profile-page.module.css';
import { AdjustmentLine } from './adjustment-line';

// An administrator's removal (its button, tooltip, confirmation and call) loads for administrators
// only: a reader's page draws the lines alone (issue 42).
const RemovableAdjustments = lazy(() =>
  import('./removable-adjustments').then((module) => ({ default: module.RemovableAdjustments })),
);

/**
 * The administrators' corrections of the season's points (issue 14), each a line of its own with
 * its reason (they are already in the points above); an administrator may remove one.
 */
export const RatingAdjustments = ({
  adjustments,
  isAdmin,
}: {
  adjustments: readonly RatingAdjustmentView[];
  isAdmin: boolean;
}) => {
  if (adjustments.length === 0) return null;
  // The lines alone: a reader's view, and an administrator's until the removal's code has come.
  const lines = (
    <Stack gap={4}>
      {adjustments.map((adjustment) => (
        <Group key={adjustment.id} gap="xs" wrap="nowrap" align="flex-start">
          <AdjustmentLine adjustment={adjustment} />
        </Group>
      ))}
    </Stack>
  );
  return (
    <div className={classes.row}>
      <dt>Поправки</dt>
      <dd>
        {isAdmin ? (
          <Suspense fallback={lines}>
            <RemovableAdjustments adjustments={adjustments} />
          </Suspense>
        ) : (
          lines
        )}
      </dd>
    </div>
  );
};
