export { DeliveryEvaluation, type DeliveryEvaluationProps } from './DeliveryEvaluation.tsx';
