import { Text } from '@mantine/core';
import type { RatingAdjustmentView } from '@velo/contracts';
import { formatDate, formatPoints } from '@/components/format';

/** A correction's points with their sign: '+12,5' or '−3'. */
export const signedPoints = (points: number): string =>
  points > 0 ? `+${formatPoints(points)}` : `−${formatPoints(Math.abs(points))}`;

/** A correction as a reader reads it (issue 14): its signed points, its reason and its date. */
export const AdjustmentLine = ({ adjustment }: { adjustment: RatingAdjustmentView }) => (
  <Text size="sm">
    <Text span fw={600}>
      {signedPoints(adjustment.points)}
    </Text>{' '}
    — {adjustment.reason}{' '}
    <Text span c="dimmed" size="xs">
      ({formatDate(adjustment.createdOn)})
    </Text>
  </Text>
);
