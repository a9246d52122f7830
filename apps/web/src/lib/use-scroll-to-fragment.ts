import { type RefObject, useEffect } from 'react';

/** How long the target is kept in view while the sections above it finish loading. */
const SETTLE_MS = 2000;
/** Any of these means the user is moving the page themselves: stop following the target. */
const userScrollEvents = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Client-side navigation does not scroll to a #fragment by itself. Once `ready`, this scrolls the
 * element into view, and keeps it there while sections above it load and change height (their
 * own data arrives later), until the page settles or the user scrolls on their own.
 */
export function useScrollToFragment(ref: RefObject<HTMLElement | null>, active: boolean, ready: boolean) {
  useEffect(() => {
    const target = ref.current;
    if (!active || !ready || !target) return;
    const scroll = () => target.scrollIntoView({ block: 'start' });
    scroll();
    const observer = new ResizeObserver(scroll);
    observer.observe(document.body);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      observer.disconnect();
      for (const type of userScrollEvents) window.removeEventListener(type, stop);
      clearTimeout(timer);
    };
    for (const type of userScrollEvents) window.addEventListener(type, stop, { passive: true });
    timer = setTimeout(stop, SETTLE_MS);
    return stop;
  }, [ref, active, ready]);
}
