import type { OrderCounts } from '@mall/domain/contract';
import type { SideMenuGroup, TabItem } from '@mall/ui';
import { href, pathTo, type PlainRouteId } from '../../routes/links.ts';
import { isUnder } from '../navigation.ts';

/** The order stages with their tab label, route and the count that feeds the badge. */
const orderStages: readonly { label: string; path: string; count?: keyof OrderCounts }[] = [
  { label: '待提交', path: pathTo('orderToBeSubmit'), count: 'toBeSubmitted' },
  { label: '待付款', path: pathTo('orderToBePaid'), count: 'firstPayment' },
  { label: '备货中', path: pathTo('orderInStock'), count: 'stocking' },
  { label: '待付尾款', path: pathTo('orderToBeSupplemented'), count: 'final' },
  { label: '待发货', path: pathTo('orderToBeDelivery'), count: 'saleDelivery' },
  { label: '待收货', path: pathTo('orderToBeReceipt'), count: 'toBeReceipt' },
  { label: '待开票', path: pathTo('orderToBeInvoiced'), count: 'toInvoice' },
  {
    label: '已申请开票',
    path: pathTo('orderToBeInvoiced', { tab: 'applied' }),
    count: 'aplliedInvoiced',
  },
  { label: '开票中', path: pathTo('orderToBeInvoiced', { tab: 'invoicing' }), count: 'invoicing' },
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

/**
 * 账户信息's pages as tabs (userInfo itself only redirects): the company, the account, the
 * addresses, the invoicing information, the staff (where the administrator decides on an
 * applicant) and the change of administrator. 企业认证 stands in 企业信息's tab.
 */
const accountPages: readonly { label: string; path: string; also?: string }[] = [
  { label: '企业信息', path: pathTo('companyInfo'), also: pathTo('companyCreate') },
  { label: '账号信息', path: pathTo('companyAccount') },
  { label: '收货地址', path: pathTo('companyAddress') },
  { label: '开票信息', path: pathTo('companyInvoicing') },
  { label: '员工管理', path: pathTo('companyStaff') },
  { label: '变更管理员', path: pathTo('companyUpdateAdmin') },
];

/** 账户信息's tabs. */
export const accountTabs = (): TabItem[] =>
  accountPages.map(({ label, path }) => ({ value: path, label }));

/** The tab of the current 账户信息 page, if it is one. */
export const currentAccountTab = (pathname: string): string | undefined =>
  accountPages.find(
    ({ path, also }) => isUnder(pathname, path) || (also !== undefined && isUnder(pathname, also)),
  )?.path;

type MenuEntry = readonly [label: string, route: PlainRouteId, count?: keyof OrderCounts];

const centreMenu: readonly { title: string; items: readonly MenuEntry[] }[] = [
  {
    title: '订单中心',
    items: [
      ['全部订单', 'orderAllOrder'],
      ['待提交', 'orderToBeSubmit', 'toBeSubmitted'],
      ['待付款', 'orderToBePaid', 'firstPayment'],
      ['备货中', 'orderInStock', 'stocking'],
      ['待付尾款', 'orderToBeSupplemented', 'final'],
      ['待发货', 'orderToBeDelivery', 'saleDelivery'],
      ['待收货', 'orderToBeReceipt', 'toBeReceipt'],
      ['待开票', 'orderToBeInvoiced', 'toInvoice'],
      ['历史合同', 'orderHistory'],
      ['售后申请', 'orderAfterSales'],
    ],
  },
  {
    title: '竞拍中心',
    items: [
      ['已拍商品', 'activityPayDone'],
      ['我的预约', 'otherPreBook'],
      ['我的关注', 'activityFollow'],
    ],
  },
  {
    title: '账户中心',
    items: [
      ['账户信息', 'userInfo'],
      ['修改密码', 'userUpdatePassword'],
      ['资金管理', 'userFundManage'],
      ['电子签章', 'userSignature'],
      ['我的提醒', 'otherReminder'],
    ],
  },
];

/** The centre's side menu with the current entry marked and pending counts as badges. */
export const centreMenuGroups = (pathname: string, counts: OrderCounts | null): SideMenuGroup[] =>
  centreMenu.map(({ title, items }) => ({
    title,
    items: items.map(([label, route, count]) => ({
      label,
      href: href(pathTo(route)),
      active: isUnder(pathname, pathTo(route)),
      badge: count && counts ? counts[count] : 0,
    })),
  }));
