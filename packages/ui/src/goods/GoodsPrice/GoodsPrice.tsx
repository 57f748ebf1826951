import { CertificationMask } from '../CertificationMask/CertificationMask.tsx';
import { Currency } from '../../basics/Currency/Currency.tsx';
import type { NumberTextProps } from '../../basics/NumberText/NumberText.tsx';

export interface GoodsPriceProps {
  /** The price as the domain formatted it: '¥21,350.00', or '-' for uncertified viewers. */
  price: string;
  /** Whether the viewer's company is certified (examineState 2). */
  certified: boolean;
  /**
   * Where 去认证 leads, e.g. '#/center/userInfo/companyCreate'. With it, uncertified viewers see
   * 去认证 in the price's place (spec section 5, the mixed display); without it they see the
   * price text as given ('-'), as visitors do.
   */
  certifyHref?: string;
  /** The unit after the price, e.g. 元/吨. */
  unit?: string;
  /** Table size or the large headline of the detail page. */
  size?: NumberTextProps['size'];
}

/**
 * A price under the certification rule (goods, lots, bids): the price, '-', or 去认证 in the
 * same box. Every price a visitor or an uncertified buyer could meet goes through it.
 */
export function GoodsPrice({ price, certified, certifyHref, unit, size }: GoodsPriceProps) {
  // A masked price is '-' alone: no unit after it ('-元/吨' reads as a price).
  const currency = (
    <Currency unit={certified ? unit : undefined} size={size}>
      {price}
    </Currency>
  );
  if (certified || certifyHref === undefined) return currency;
  return (
    <CertificationMask certified={false} href={certifyHref} $minWidth="4em">
      {currency}
    </CertificationMask>
  );
}
