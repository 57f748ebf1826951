export {
  GoodsSpec,
  gradeText,
  type BatchId,
  type GoodsBatch,
  type GoodsSpecFields,
  type GoodsSpecProps,
} from './GoodsSpec.tsx';
