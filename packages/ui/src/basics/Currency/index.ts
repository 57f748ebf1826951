export { Currency, type CurrencyProps } from './Currency.tsx';
