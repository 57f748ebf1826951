import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { createDemandCountStore } from '@mall/domain';
import { DemandLink } from '@mall/ui';
import { hrefTo } from '../../routes/links.ts';
import { useFeature } from '../../stores/StoresContext.tsx';

/**
 * The header's demand to-do count (spec section 6: certified users only), linking to the orders
 * to submit. Its own chunk: the frame loads it only for a certified user, so none of it weighs on
 * the home route's first load. It is asked again on every move to another page, behind the
 * figure shown, so that an order made from a quote or submitted shows in it.
 */
export const DemandCount = observer(function DemandCount() {
  const count = useFeature(createDemandCountStore);
  const { pathname } = useLocation();
  useEffect(() => {
    void count.refresh();
  }, [count, pathname]);
  return <DemandLink count={Math.max(count.data ?? 0, 0)} href={hrefTo('orderToBeSubmit')} />;
});
