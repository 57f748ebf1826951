export {
  GoodsSpec,
  gradeText,
  sizeText,
  type BatchId,
  type GoodsBatch,
  type GoodsSpecFields,
  type GoodsSpecProps,
} from './GoodsSpec.tsx';
