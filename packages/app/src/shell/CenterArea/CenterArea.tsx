import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { CenterLayout, SideMenu, Tabs } from '@mall/ui';
import { useStores } from '../../stores/StoresContext.tsx';
import {
  accountTabs,
  centreMenuGroups,
  currentAccountTab,
  currentOrderTab,
  orderTabs,
} from './centreNavigation.ts';

/**
 * The personal centre: the side menu, on order pages the stage tabs with pending counts, and on
 * 账户信息's pages their tabs.
 */
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
  const accountTab = currentAccountTab(pathname);

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
      ) : accountTab ? (
        <Tabs
          label="账户信息"
          items={accountTabs()}
          value={accountTab}
          onValueChange={(path) => navigate(path)}
        >
          <Outlet />
        </Tabs>
      ) : (
        <Outlet />
      )}
    </CenterLayout>
  );
});
