export {
  LogisticsTimeline,
  type LogisticsStep,
  type LogisticsTimelineProps,
} from './LogisticsTimeline.tsx';
