import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { createAfterSaleApplyStore } from '@mall/domain';
import { ErrorState } from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { AfterSaleGate } from '../shared/AfterSaleGate.tsx';
import { ApplyForm } from '../shared/ApplyForm.tsx';

const Form = observer(function Form({ afterSaleId }: { afterSaleId: number }) {
  const store = useFeature(createAfterSaleApplyStore);
  useEffect(() => {
    void store.start({ afterSaleId });
  }, [store, afterSaleId]);
  return <ApplyForm store={store} />;
});

/**
 * 修改售后 (orderAfterSales/update?id=): the application as sent, to edit after agreeing to the
 * mall's request (PUT afterSale/{id}); its own claim counts as claimable again.
 */
export const AfterSaleUpdatePage = observer(function AfterSaleUpdatePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <AfterSaleGate title="修改售后">
      {id > 0 ? <Form afterSaleId={id} /> : <ErrorState message="售后申请不存在" />}
    </AfterSaleGate>
  );
});
