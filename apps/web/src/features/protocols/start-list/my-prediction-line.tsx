import { Text } from '@mantine/core';
import type { MyPrediction } from '@velo/contracts';
import { plural } from '@/components/format';
import { useMyPrediction } from './api/get-my-prediction';
import classes from './start-list.module.css';

type Line = NonNullable<MyPrediction['line']>;

/**
 * The personal line (issue 39): 'Прогноз: 8–15 место; за 10 место ≈ 34 очка, рейтинг поднимется до
 * ~210 места'. Without points for the predicted place only the range; a place that would not change
 * stays ('останется на ~N месте').
 */
export const myPredictionText = (line: Line): string => {
  const range = line.low === line.high ? `${line.low}` : `${line.low}–${line.high}`;
  const head = `Прогноз: ${range} место`;
  const points = line.points === null ? 0 : Math.round(line.points);
  if (points <= 0) return head;
  const rises = line.placeNow === null || line.placeAfter < line.placeNow;
  const table = rises
    ? `рейтинг поднимется до ~${line.placeAfter} места`
    : `рейтинг останется на ~${line.placeAfter} месте`;
  return `${head}; за ${line.order} место ≈ ${points} ${plural(points, ['очко', 'очка', 'очков'])}, ${table}`;
};

/** Shown to a signed-in rider registered in the event; nothing to anyone else. */
export const MyPredictionLine = ({ eventId }: { eventId: number }) => {
  const mine = useMyPrediction(eventId);
  const line = mine.data?.line;
  if (!line) return null;
  return (
    <Text className={classes.mine} mb="sm" role="status">
      {myPredictionText(line)}
    </Text>
  );
};
