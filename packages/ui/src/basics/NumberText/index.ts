export { FixedDecimal, NumberText, Thousandth, type NumberTextProps } from './NumberText.tsx';
