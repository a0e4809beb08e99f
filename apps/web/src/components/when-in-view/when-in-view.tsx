import { Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};

/**
 * Renders its children once their place comes near the screen (within `margin` px below or above
 * it), for a block below the fold whose code and data need not load with the page (issue 42). Until
 * then, and while the children's lazy code loads, an empty box of `reserve` px keeps their place, so
 * the page below does not move when they arrive off-screen. Without IntersectionObserver the
 * children render at once.
 */
export const WhenInView = ({
  children,
  reserve,
  margin = 400,
}: {
  children: ReactNode;
  reserve: number;
  margin?: number;
}) => {
  // A page rendered on the server (issue 41), and its hydration, draw the empty box.
  const noObserver = useSyncExternalStore(
    noSubscription,
    () => typeof IntersectionObserver === 'undefined',
    () => false,
  );
  const [seen, setNear] = useState(false);
  const near = seen || noObserver;
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = place.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, margin]);
  const space = <div ref={place} style={{ minHeight: reserve }} />;
  return near ? <Suspense fallback={space}>{children}</Suspense> : space;
};
