import { type RefObject, useEffect, useState } from 'react';

export interface SidewaysScroll {
  /** The content is wider than its box: part of it is out of sight. */
  overflows: boolean;
  /** Scrolled all the way to the right (or nothing to scroll). */
  atEnd: boolean;
}

/** Whether a box scrolls sideways and how far, from its measures (a pixel of rounding is no overflow). */
export function sidewaysScroll(scrollWidth: number, clientWidth: number, scrollLeft: number): SidewaysScroll {
  const overflows = scrollWidth - clientWidth > 1;
  return { overflows, atEnd: !overflows || scrollLeft + clientWidth >= scrollWidth - 1 };
}

/** Follows a box's sideways scroll as it resizes and scrolls, so the page can say there is more to see. */
export function useSidewaysScroll(ref: RefObject<HTMLElement | null>): SidewaysScroll {
  const [state, setState] = useState<SidewaysScroll>({ overflows: false, atEnd: true });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const next = sidewaysScroll(el.scrollWidth, el.clientWidth, el.scrollLeft);
      setState((s) => (s.overflows === next.overflows && s.atEnd === next.atEnd ? s : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, [ref]);
  return state;
}
