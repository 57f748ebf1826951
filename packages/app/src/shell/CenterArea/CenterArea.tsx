import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { CenterLayout, SideMenu, Tabs } from '@mall/ui';
import { useStores } from '../../stores/StoresContext.tsx';
import { centreMenuGroups, currentOrderTab, orderTabs } from './centreNavigation.ts';

/** The personal centre: the side menu, and on order pages the stage tabs with pending counts. */
export const CenterArea = observer(function CenterArea() {
  const { orderCounts, session } = useStores();
  const { token } = session;

  const { pathname, search } = useLocation();

  // The counts follow the orders as they move: reloaded on every centre page the buyer opens.
  useEffect(() => {
    if (token !== null) void orderCounts.load();
  }, [token, orderCounts, pathname]);

  const navigate = useNavigate();
  const tab = currentOrderTab(pathname, search);

  return (
    <CenterLayout menu={<SideMenu groups={centreMenuGroups(pathname, orderCounts.counts)} />}>
      {tab ? (
        <Tabs
          label="订单状态"
          items={orderTabs(orderCounts.counts)}
          value={tab}
          onValueChange={(path) => navigate(path)}
          scrollable
        >
          <Outlet />
        </Tabs>
      ) : (
        <Outlet />
      )}
    </CenterLayout>
  );
});
