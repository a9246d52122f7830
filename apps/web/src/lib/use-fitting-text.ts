import { type RefObject, useEffect, useState } from 'react';

/**
 * `long` while the input can show it whole, else `short` (e.g. a placeholder that a phone-wide field
 * would cut off). Measured with the input's own font and width, again whenever the input resizes.
 */
export function useFittingText(ref: RefObject<HTMLInputElement | null>, long: string, short: string): string {
  const [fits, setFits] = useState(true);
  useEffect(() => {
    const el = ref.current;
    const ctx = document.createElement('canvas').getContext('2d');
    if (!el || !ctx) return;
    const measure = () => {
      const style = getComputedStyle(el);
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      setFits(ctx.measureText(long).width <= room);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, long]);
  return fits ? long : short;
}
