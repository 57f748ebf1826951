export { OrderRemarkField, type OrderRemarkFieldProps } from './OrderRemarkField.tsx';
