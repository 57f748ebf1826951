export {
  OrderEvaluationDialog,
  type OrderEvaluationDialogProps,
  type OrderEvaluationValue,
} from './OrderEvaluationDialog.tsx';
