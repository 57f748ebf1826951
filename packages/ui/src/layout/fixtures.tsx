// Story data shared by the layout stories: fixed, realistic values (no random data, no clock).
import styled from 'styled-components';
import { space } from '../theme/index.ts';
import { CartLink } from './CartLink/index.ts';
import type { FooterProps } from './Footer/index.ts';
import type { MainNavItem } from './MainNav/index.ts';
import { MessageTrigger } from './MessageTrigger/index.ts';
import { SearchBox } from './SearchBox/index.ts';
import type { SideMenuGroup } from './SideMenu/index.ts';
import type { TopBarUser } from './TopBar/index.ts';

export const helpHref = '#/home/modelHelp/guide';

export const companyUser: TopBarUser = {
  companyName: '华东铝业贸易有限公司',
  realname: '王建国',
};

export const hotKeys = ['6061-T6 铝板', '5052 铝卷', 'A00 铝锭', '6063 型材', '1060 铝箔'];

export const searchHistory = ['3003-H24 铝板 2.0mm', '6082-T6 铝棒', '5083-H111 中厚板'];

export const mainNavItems: readonly MainNavItem[] = [
  { label: '首页', href: '#/home/main', active: true },
  { label: '现货商城', href: '#/home/modelStore/search' },
  { label: '竞拍专场', href: '#/home/modelAuction/1' },
  { label: '询价求购', href: '#/home/modelDemand/query' },
  { label: '数据中心', href: '#/home/dataCenter' },
  { label: '资讯中心', href: '#/home/modelInfo/list' },
  { label: '帮助中心', href: helpHref },
];

export const footerProps: FooterProps = {
  groups: [
    {
      title: '关于我们',
      links: [
        { label: '公司简介', href: '#/home/aboutUs/1' },
        { label: '联系我们', href: '#/home/aboutUs/2' },
        { label: '加入我们', href: '#/home/aboutUs/3' },
      ],
    },
    {
      title: '帮助中心',
      links: [
        { label: '新手引导', href: helpHref },
        { label: '支付方式', href: '#/home/modelHelp/2' },
        { label: '配送说明', href: '#/home/modelHelp/3' },
      ],
    },
    {
      title: '服务协议',
      links: [
        { label: '用户服务协议', href: '#/home/aboutUs/4' },
        { label: '隐私政策', href: '#/home/aboutUs/5' },
        { label: '交易规则', href: '#/home/aboutUs/6' },
      ],
    },
    {
      title: '常见问题',
      links: [
        { label: '如何认证企业', href: '#/home/aboutUsAskAboutDetail/1' },
        { label: '如何申请发票', href: '#/home/aboutUsAskAboutDetail/2' },
      ],
    },
  ],
  contacts: [
    { label: '客服热线', value: '400-000-0000' },
    { label: '服务时间', value: '周一至周六 8:30-17:30' },
    { label: '客服邮箱', value: 'service@example.com' },
    { label: '公司地址', value: '广东省佛山市南海区示例路 1 号' },
  ],
  icp: '粤ICP备00000000号',
  copyright: '© 2026 铝材现货商城 版权所有',
};

export const sideMenuGroups: readonly SideMenuGroup[] = [
  {
    title: '订单中心',
    items: [
      { label: '全部订单', href: '#/center/orderAllOrder', active: true },
      { label: '待提交', href: '#/center/orderToBeSubmit', badge: 2 },
      { label: '待付定金', href: '#/center/orderToBePaid', badge: 1 },
      { label: '备货中', href: '#/center/orderInStock' },
      { label: '待付尾款', href: '#/center/orderToBeSupplemented', badge: 120 },
      { label: '待收货', href: '#/center/orderToBeReceipt' },
      { label: '售后服务', href: '#/center/orderAfterSales' },
    ],
  },
  {
    title: '账户设置',
    items: [
      { label: '企业信息', href: '#/center/userInfo' },
      { label: '资金管理', href: '#/center/userFundManage' },
      { label: '修改密码', href: '#/center/userUpdatePassword' },
    ],
  },
];

/** The header's search, as the signed-in home page shows it. */
export const searchBox = <SearchBox hotKeys={hotKeys} history={searchHistory} />;

/** The header's message and cart entries of a signed-in buyer. */
export const signedInActions = (
  <>
    <MessageTrigger unread={3} />
    <CartLink count={5} />
  </>
);

const Panel = styled.section`
  min-height: 360px;
  padding: ${space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  & > h1 {
    margin: 0 0 ${space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

/** Stands in for a screen inside the frame stories. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <Panel aria-label={title}>
      <h1>{title}</h1>
      <p>这里是页面内容。</p>
    </Panel>
  );
}
