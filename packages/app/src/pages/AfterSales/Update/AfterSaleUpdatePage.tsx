import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { ErrorState } from '@mall/ui';
import { AfterSaleGate } from '../shared/AfterSaleGate.tsx';
import { ApplyScreen } from '../shared/ApplyForm.tsx';

/**
 * 修改售后 (orderAfterSales/update?id=): the application as sent, to edit after agreeing to the
 * mall's request (PUT afterSale/{id}); its own claim counts as claimable again.
 */
export const AfterSaleUpdatePage = observer(function AfterSaleUpdatePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <AfterSaleGate title="修改售后">
      {id > 0 ? (
        <ApplyScreen target={{ afterSaleId: id }} />
      ) : (
        <ErrorState message="售后申请不存在" />
      )}
    </AfterSaleGate>
  );
});
