export {
  CategoryNav,
  type CategoryLink,
  type CategoryNavProps,
  type GoodsCategory,
} from './CategoryNav.tsx';
