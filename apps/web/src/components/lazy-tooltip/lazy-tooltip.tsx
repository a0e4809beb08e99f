import type { TooltipProps } from '@mantine/core';
import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type TouchEvent,
} from 'react';

type TooltipComponent = (typeof import('./tooltip'))['Tooltip'];

/** Mantine's Tooltip once loaded; every LazyTooltip of the page shares the one import. */
let loaded: TooltipComponent | null = null;
let loading: Promise<TooltipComponent> | null = null;
const loadTooltip = () => (loading ??= import('./tooltip').then((module) => (loaded = module.Tooltip)));

type ChildProps = {
  ref?: unknown;
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
  /** One element that takes a ref and these events (a button). */
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
  const target = useRef<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loaded);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);

  const open = () => {
    clearTimeout(closing.current);
    setOpened(true);
    if (!Tooltip) void loadTooltip().then((component) => setTooltip(() => component));
  };
  const close = (delay: number) => {
    clearTimeout(closing.current);
    if (delay > 0) closing.current = setTimeout(() => setOpened(false), delay);
    else setOpened(false);
  };

  const own = children.props;
  const child = cloneElement(children, {
    ref: (node: HTMLElement | null) => {
      target.current = node;
      if (typeof own.ref === 'function') (own.ref as (node: HTMLElement | null) => void)(node);
      else if (own.ref && typeof own.ref === 'object')
        (own.ref as { current: HTMLElement | null }).current = node;
    },
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
