import { Box, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useNewsTitles } from '@/components/catalog/api/get-news-titles';
import { TICKER_SEPARATOR, tickerCopies, tickerCycleMs, tickerLine } from '../lib/ticker';
import classes from './news-ticker.module.css';

/**
 * The scrolling line of news titles (spec part 1 §2.3, §9): 100 characters per second, paused while
 * the pointer or keyboard focus is on it. With reduced motion asked for, the line stands still and
 * scrolls by hand. Nothing is shown without titles.
 */
export const NewsTicker = () => {
  const { data } = useNewsTitles();
  const line = tickerLine(data ?? []);
  if (!line) return null;
  return <TickerStrip line={line} />;
};

const TickerStrip = ({ line }: { line: string }) => {
  const reduceMotion = useReducedMotion();
  const stripRef = useRef<HTMLDivElement>(null);
  const copyRef = useRef<HTMLSpanElement>(null);
  const [copies, setCopies] = useState(2);

  useLayoutEffect(() => {
    const strip = stripRef.current;
    const copy = copyRef.current;
    if (!strip || !copy) return undefined;
    const measure = () => setCopies(tickerCopies(strip.clientWidth, copy.offsetWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(strip);
    return () => observer.disconnect();
  }, [line]);

  if (reduceMotion) {
    return (
      <Box className={classes.strip} data-static>
        <div className={classes.staticLine} tabIndex={0} role="region" aria-label="Новости">
          <Text component="span" size="sm">
            {line}
          </Text>
        </div>
      </Box>
    );
  }

  const style = {
    '--ticker-cycle': `${tickerCycleMs(line)}ms`,
    '--ticker-copies': copies,
  } as CSSProperties;

  return (
    <Box className={classes.strip} ref={stripRef} role="region" aria-label="Новости" tabIndex={0}>
      <div className={classes.track} style={style} data-testid="news-ticker-track">
        {Array.from({ length: copies }, (_, index) => (
          <Text
            key={index}
            component="span"
            size="sm"
            className={classes.copy}
            ref={index === 0 ? copyRef : undefined}
            aria-hidden={index > 0 ? true : undefined}
          >
            {line}
            {TICKER_SEPARATOR}
          </Text>
        ))}
      </div>
    </Box>
  );
};
