export { CartSummaryBar, type CartSummaryBarProps } from './CartSummaryBar.tsx';
