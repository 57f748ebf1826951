import type { FooterProps, MainNavItem } from '@mall/ui';

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

/** Whether `pathname` is `path` or a page below it. */
export const isUnder = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

/** The main navigation with the current section marked. */
export const mainNavItems = (pathname: string): MainNavItem[] =>
  mainNav.map(([label, path]) => ({ label, href: `#${path}`, active: isUnder(pathname, path) }));

export const HELP_HREF = '#/home/modelHelp/guide';

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
