import type { TooltipProps } from '@mantine/core';
import {
  cloneElement,
  useEffect,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type TouchEvent,
} from 'react';

import type { Tooltip as MantineTooltip } from './tooltip';

type TooltipComponent = typeof MantineTooltip;

/** Mantine's Tooltip once loaded; every LazyTooltip of the page shares the one import. */
let loaded: TooltipComponent | null = null;
let loading: Promise<TooltipComponent> | null = null;
const loadTooltip = () => (loading ??= import('./tooltip').then((module) => (loaded = module.Tooltip)));

type ChildProps = {
  ref?: (node: HTMLElement | null) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLElement>) => void;
  onTouchEnd?: (event: TouchEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
};

export type LazyTooltipProps = Omit<
  TooltipProps,
  'children' | 'opened' | 'defaultOpened' | 'target' | 'events' | 'openDelay'
> & {
  /** One element that takes a ref and these events (a button); a ref of its own is replaced. */
  children: ReactElement<ChildProps>;
  /** What shows it: hover always; focus and touch when asked (Mantine's `events`). */
  events?: { focus?: boolean; touch?: boolean };
};

/**
 * A tooltip whose code (Mantine's Tooltip and floating-ui: about 20 KB gzip) loads when it is
 * first wanted: the pointer enters its element, or, when asked, a focus or a touch. Until then the
 * page renders the element alone. The element is never re-created (the tooltip is positioned
 * against it as a target, beside it), so a focus or a hover that asked for the tooltip stays on it,
 * and the tooltip opens as soon as its code has arrived if it is still wanted. It opens and closes
 * on the same events as Mantine's (`closeDelay` after leaving, blurring or lifting the finger;
 * Escape closes it).
 */
export const LazyTooltip = ({ children, events, closeDelay = 0, ...tooltipProps }: LazyTooltipProps) => {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loaded);
  // A close after a delay (leaving, lifting the finger): a new open or close replaces it.
  const [closing, setClosing] = useState<{ delay: number } | null>(null);
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => setOpened(false), closing.delay);
    return () => clearTimeout(timer);
  }, [closing]);

  const open = () => {
    setClosing(null);
    setOpened(true);
    if (!Tooltip) void loadTooltip().then((component) => setTooltip(() => component));
  };
  const close = (delay: number) => {
    if (delay > 0) setClosing({ delay });
    else {
      setClosing(null);
      setOpened(false);
    }
  };

  const own = children.props;
  const child = cloneElement(children, {
    ref: setTarget,
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') open();
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      if (event.pointerType === 'mouse') close(closeDelay);
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      if (events?.focus) open();
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      if (events?.focus) close(0);
    },
    onTouchStart: (event) => {
      own.onTouchStart?.(event);
      if (events?.touch) open();
    },
    onTouchEnd: (event) => {
      own.onTouchEnd?.(event);
      if (events?.touch) close(closeDelay);
    },
    onKeyDown: (event) => {
      own.onKeyDown?.(event);
      if (event.key === 'Escape') close(0);
    },
  });

  return (
    <>
      {child}
      {Tooltip ? <Tooltip {...tooltipProps} target={target} opened={opened} /> : null}
    </>
  );
};
