import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `ref`'s element comes within a screen's height of the viewport, and from then on: for parts below the
 * fold whose code or data is fetched only when the visitor is about to see them. Without IntersectionObserver the
 * part is wanted at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  // False at first everywhere, so a page pre-rendered at build time (no IntersectionObserver there) hydrates as is.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
