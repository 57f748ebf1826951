export {
  SCROLL_DEBOUNCE_MS,
  SCROLL_EDGE_PX,
  distanceToEdge,
  useScrollEdge,
  type ScrollEdge,
  type ScrollEdgeOptions,
} from './useScrollEdge.ts';
