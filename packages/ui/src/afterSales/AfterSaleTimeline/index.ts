export {
  AfterSaleTimeline,
  type AfterSaleTimelineProps,
  type TimelineStep,
} from './AfterSaleTimeline.tsx';
