import { observer } from 'mobx-react-lite';
import { formatCurrency } from '@mall/domain';
import { GoodsPrice } from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { certifyHrefFor } from '../../Goods/shared/goodsView.ts';

/** A lot's price under the certification rule: the price, '-', or 去认证 (GoodsPrice). */
export const LotPrice = observer(function LotPrice({
  value,
  unit = '元/吨',
}: {
  value: string | null;
  unit?: string;
}) {
  const { session } = useStores();
  const certified = session.isCertified;
  return (
    <GoodsPrice
      price={formatCurrency(value, { certified })}
      certified={certified}
      certifyHref={certifyHrefFor(session.isLoggedIn)}
      unit={unit}
    />
  );
});
