export {
  SCROLL_DEBOUNCE_MS,
  SCROLL_EDGE_PX,
  distanceToEdge,
  useScrollEdge,
  watchScrollEdge,
  type ScrollEdge,
  type ScrollEdgeOptions,
  type ScrollTarget,
} from './useScrollEdge.ts';
