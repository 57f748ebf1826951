import type { OrderCounts } from '@mall/domain/contract';
import type { SideMenuGroup, TabItem } from '@mall/ui';
import { isUnder } from '../navigation.ts';

/** The order stages with their tab label, route and the count that feeds the badge. */
const orderStages: readonly { label: string; path: string; count?: keyof OrderCounts }[] = [
  { label: '待提交', path: '/center/orderToBeSubmit', count: 'toBeSubmitted' },
  { label: '待付款', path: '/center/orderToBePaid', count: 'firstPayment' },
  { label: '备货中', path: '/center/orderInStock', count: 'stocking' },
  { label: '待补款', path: '/center/orderToBeSupplemented', count: 'final' },
  { label: '待发货', path: '/center/orderToBeDelivery', count: 'saleDelivery' },
  { label: '待收货', path: '/center/orderToBeReceipt', count: 'toBeReceipt' },
  { label: '待开票', path: '/center/orderToBeInvoiced', count: 'toInvoice' },
  { label: '已申请开票', path: '/center/orderToBeInvoiced?tab=applied', count: 'aplliedInvoiced' },
  { label: '开票中', path: '/center/orderToBeInvoiced?tab=invoicing', count: 'invoicing' },
];

/** The order area's stage tabs, each with its pending count (spec section 2). */
export const orderTabs = (counts: OrderCounts | null): TabItem[] =>
  orderStages.map(({ label, path, count }) => ({
    value: path,
    label,
    count: count && counts ? counts[count] : 0,
  }));

/** The tab of the current order route, if it is one. */
export const currentOrderTab = (pathname: string, search: string): string | undefined => {
  const full = `${pathname}${search}`;
  return (
    orderStages.find((stage) => stage.path === full)?.path ??
    orderStages.find((stage) => stage.path === pathname)?.path
  );
};

type MenuEntry = readonly [label: string, path: string, count?: keyof OrderCounts];

const centreMenu: readonly { title: string; items: readonly MenuEntry[] }[] = [
  {
    title: '订单中心',
    items: [
      ['全部订单', '/center/orderAllOrder'],
      ['待提交', '/center/orderToBeSubmit', 'toBeSubmitted'],
      ['待付款', '/center/orderToBePaid', 'firstPayment'],
      ['备货中', '/center/orderInStock', 'stocking'],
      ['待补款', '/center/orderToBeSupplemented', 'final'],
      ['待发货', '/center/orderToBeDelivery', 'saleDelivery'],
      ['申请发货', '/center/orderDelivery'],
      ['待收货', '/center/orderToBeReceipt', 'toBeReceipt'],
      ['待开票', '/center/orderToBeInvoiced', 'toInvoice'],
      ['历史合同', '/center/orderHistory'],
      ['售后申请', '/center/orderAfterSales'],
    ],
  },
  {
    title: '竞拍中心',
    items: [
      ['已拍商品', '/center/activityPayDone'],
      ['我的预约', '/center/otherPreBook'],
      ['我的关注', '/center/activityFollow'],
    ],
  },
  {
    title: '账户中心',
    items: [
      ['账户信息', '/center/userInfo'],
      ['修改密码', '/center/userUpdatePassword'],
      ['资金管理', '/center/userFundManage'],
      ['电子签章', '/center/userSignature'],
      ['我的提醒', '/center/otherReminder'],
    ],
  },
];

/** The centre's side menu with the current entry marked and pending counts as badges. */
export const centreMenuGroups = (pathname: string, counts: OrderCounts | null): SideMenuGroup[] =>
  centreMenu.map(({ title, items }) => ({
    title,
    items: items.map(([label, path, count]) => ({
      label,
      href: `#${path}`,
      active: isUnder(pathname, path),
      badge: count && counts ? counts[count] : 0,
    })),
  }));
