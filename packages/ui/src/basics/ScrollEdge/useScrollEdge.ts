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

/** What `watchScrollEdge` watches: a scrolling element (or anything that scrolls like one). */
export type ScrollTarget = Pick<Element, 'scrollTop' | 'scrollHeight' | 'clientHeight'> &
  Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * The one rule of lists that load more as the buyer scrolls (spec section 9): when scrolling of
 * `target` pauses for 200 ms within 10 px of `edge`, `onReach` is called, once per pause.
 * Returns what stops watching.
 */
export function watchScrollEdge(
  target: ScrollTarget,
  edge: ScrollEdge,
  onReach: () => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const handleScroll = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (distanceToEdge(target, edge) <= SCROLL_EDGE_PX) onReach();
    }, SCROLL_DEBOUNCE_MS);
  };
  target.addEventListener('scroll', handleScroll, { passive: true });
  return () => {
    clearTimeout(timer);
    target.removeEventListener('scroll', handleScroll);
  };
}

/** `watchScrollEdge` over the element of `ref` while `enabled`. */
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
    return watchScrollEdge(element, edge, () => reach.current?.());
  }, [ref, edge, enabled]);
}
