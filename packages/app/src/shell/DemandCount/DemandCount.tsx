import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { createDemandCountStore } from '@mall/domain';
import { DemandLink } from '@mall/ui';
import { hrefTo } from '../../routes/links.ts';
import { useFeature } from '../../stores/StoresContext.tsx';

/**
 * The header's demand to-do count (spec section 6: certified users only), linking to the orders
 * to submit. Its own chunk: the frame loads it only for a certified user, so none of it weighs on
 * the home route's first load. It loads once per sign-in (the frame mounts it anew).
 */
export const DemandCount = observer(function DemandCount() {
  const count = useFeature(createDemandCountStore);
  useEffect(() => {
    void count.load();
  }, [count]);
  return <DemandLink count={Math.max(count.data ?? 0, 0)} href={hrefTo('orderToBeSubmit')} />;
});
