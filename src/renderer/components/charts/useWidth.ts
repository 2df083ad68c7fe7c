import { useEffect, useRef, useState } from 'react';

/** Width used before the first measurement (and where layout is not measured, e.g. jsdom). */
const FALLBACK_WIDTH = 600;

/**
 * The element's content width, followed as it resizes: charts draw in CSS pixels so their text
 * keeps its size from a 390 px phone to a desktop, instead of scaling a fixed viewBox.
 */
export function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
