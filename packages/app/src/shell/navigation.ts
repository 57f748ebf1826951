import type { OrderCounts } from '@mall/domain/contract';
import type { FooterProps, MainNavItem, SideMenuGroup, TabItem } from '@mall/ui';

/** The main navigation under the header: [label, in-app path]. */
const mainNav: readonly (readonly [string, string])[] = [
  ['首页', '/home/main'],
  ['现货商城', '/home/modelStore/search'],
  ['询价求购', '/home/modelDemand/query'],
  ['促销活动', '/home/modelPromotion/list'],
  ['数据中心', '/home/dataCenter'],
  ['资讯中心', '/home/modelInfo/list'],
  ['帮助中心', '/home/modelHelp/guide'],
];

const isUnder = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

/** The main navigation with the current section marked. */
export const mainNavItems = (pathname: string): MainNavItem[] =>
  mainNav.map(([label, path]) => ({ label, href: `#${path}`, active: isUnder(pathname, path) }));

export const HELP_HREF = '#/home/modelHelp/guide';

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

export const footer: FooterProps = {
  groups: [
    {
      title: '关于我们',
      links: [
        { label: '公司介绍', href: '#/home/aboutUs/company' },
        { label: '企业简介', href: '#/outside/companyProfile' },
        { label: 'App 下载', href: '#/home/appExtension' },
      ],
    },
    {
      title: '帮助中心',
      links: [
        { label: '新手指南', href: '#/home/modelHelp/guide' },
        { label: '交易流程', href: '#/home/modelHelp/trade' },
        { label: '常见问题', href: '#/home/modelAskAbout/list' },
      ],
    },
    {
      title: '服务协议',
      links: [
        { label: '用户协议', href: '#/home/aboutUs/agreement' },
        { label: '隐私政策', href: '#/home/aboutUs/privacy' },
      ],
    },
  ],
  contacts: [
    { label: '客服热线', value: '400-820-6060' },
    { label: '服务时间', value: '工作日 8:30–18:00' },
  ],
  icp: '粤ICP备00000000号',
  copyright: '© 2026 铝材现货商城 版权所有',
};
