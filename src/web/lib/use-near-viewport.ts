import { useEffect, useState } from 'react';

/**
 * A ref callback, and whether its element has come within `margin` of the viewport (true from
 * then on). For work a screen further down needs, such as a slider's code, so it stays out of
 * the first screen's load.
 */
export function useNearViewport<T extends Element>(margin = '50% 0px'): [ref: (element: T | null) => void, near: boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [setElement, near];
}
