import { NumberText, type NumberTextProps } from '../NumberText/NumberText.tsx';

export type CurrencyProps = NumberTextProps;

/**
 * A price or amount, formatted by the domain ('¥18,320.00', or '-' for uncertified users), in
 * the price colour with tabular figures.
 */
export function Currency(props: CurrencyProps) {
  return <NumberText {...props} data-variant="price" />;
}
