import type { FooterProps, MainNavItem } from '@mall/ui';
import { href, hrefTo, links, pathTo } from '../routes/links.ts';

/** The main navigation under the header: [label, in-app path]. */
const mainNav: readonly (readonly [string, string])[] = [
  ['首页', pathTo('main')],
  ['现货商城', pathTo('search')],
  ['询价求购', pathTo('query')],
  ['促销活动', pathTo('promotionList')],
  ['数据中心', pathTo('dataCenter')],
  ['资讯中心', pathTo('infoList')],
  ['帮助中心', links.help('guide')],
];

/** Whether `pathname` is `path` or a page below it. */
export const isUnder = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

/** The main navigation with the current section marked. */
export const mainNavItems = (pathname: string): MainNavItem[] =>
  mainNav.map(([label, path]) => ({ label, href: href(path), active: isUnder(pathname, path) }));

export const HELP_HREF = href(links.help('guide'));

export const footer: FooterProps = {
  groups: [
    {
      title: '关于我们',
      links: [
        { label: '公司介绍', href: href(links.aboutUs('company')) },
        { label: 'App 下载', href: hrefTo('appExtension') },
      ],
    },
    {
      title: '帮助中心',
      links: [
        { label: '新手引导', href: HELP_HREF },
        { label: '交易流程', href: href(links.help('trade')) },
        { label: '常见问题', href: href(links.aboutUs('faq')) },
      ],
    },
    {
      title: '服务协议',
      links: [
        { label: '用户协议', href: href(links.aboutUs('agreement')) },
        { label: '隐私政策', href: href(links.aboutUs('privacy')) },
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
