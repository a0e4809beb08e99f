import { moscowDateTimeText, protestsUntilText, RESULTS_LIFECYCLE_TEXTS } from '@velo/contracts/constants';
import classes from './provisional-mark.module.css';

/**
 * 'Предварительные результаты' on a protocol whose protest window is open (issue 38), with the time
 * it closes: in full on the protocol's page, as a short mark (the time on hover and for screen
 * readers) in lists. Nothing for official results.
 */
export const ProvisionalMark = ({
  closesAt,
  compact = false,
}: {
  /** When the protests close; null or undefined: official results, no mark. */
  closesAt: string | null | undefined;
  compact?: boolean;
}) => {
  if (!closesAt) return null;
  const until = protestsUntilText(closesAt);
  if (compact)
    return (
      <span className={classes.mark} data-compact title={until}>
        {RESULTS_LIFECYCLE_TEXTS.provisional}
        <span className={classes.spoken}>. {until}</span>
      </span>
    );
  return (
    <span className={classes.block}>
      <span className={classes.mark}>{RESULTS_LIFECYCLE_TEXTS.provisional}</span>
      <span className={classes.until}>
        протесты принимаются до <time dateTime={closesAt}>{moscowDateTimeText(closesAt)}</time>
      </span>
    </span>
  );
};
