import { useEffect, useRef, type RefObject } from 'react';

/** How near the end counts as at the end (spec section 9). */
export const SCROLL_EDGE_PX = 10;
/** How long scrolling must pause before the end is signalled (spec section 9). */
export const SCROLL_DEBOUNCE_MS = 200;

/** Which end of a list loads more: the bottom (a feed) or the top (a chat's earlier messages). */
export type ScrollEdge = 'top' | 'bottom';

/** How far the element is scrolled from `edge`, in px. */
export function distanceToEdge(
  {
    scrollTop,
    scrollHeight,
    clientHeight,
  }: Pick<Element, 'scrollTop' | 'scrollHeight' | 'clientHeight'>,
  edge: ScrollEdge,
): number {
  return edge === 'top' ? scrollTop : scrollHeight - clientHeight - scrollTop;
}

export interface ScrollEdgeOptions {
  /** The end that loads more. */
  edge: ScrollEdge;
  /** Called once scrolling pauses SCROLL_DEBOUNCE_MS within SCROLL_EDGE_PX of `edge`. */
  onReach?: () => void;
  /** Off while there is nothing more or a page is on its way. */
  enabled: boolean;
}

/**
 * The one rule of lists that load more as the buyer scrolls (spec section 9): when scrolling
 * pauses for 200 ms within 10 px of the end, `onReach` is called, once per pause.
 */
export function useScrollEdge(
  ref: RefObject<HTMLElement | null>,
  { edge, onReach, enabled }: ScrollEdgeOptions,
): void {
  const reach = useRef(onReach);
  useEffect(() => {
    reach.current = onReach;
  }, [onReach]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handleScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (distanceToEdge(element, edge) <= SCROLL_EDGE_PX) reach.current?.();
      }, SCROLL_DEBOUNCE_MS);
    };
    element.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      element.removeEventListener('scroll', handleScroll);
    };
  }, [ref, edge, enabled]);
}
