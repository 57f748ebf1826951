import type { ReactNode } from 'react';
import { ABOUT_TOPICS, HELP_TOPICS, PROTOCOLS } from '@mall/domain/contract';
import { CenterLayout, SideMenu, type SideMenuGroup } from '@mall/ui';
import { href, hrefTo, links } from '../../../routes/links.ts';

type Entry = readonly [label: string, href: string];

const helpMenu: readonly { title: string; items: readonly Entry[] }[] = [
  {
    title: '帮助中心',
    items: HELP_TOPICS.map(({ type, title }) => [title, href(links.help(type))]),
  },
  {
    title: '服务与支持',
    items: [
      ['常见问题', href(links.aboutUs('faq'))],
      ['问答', hrefTo('askList')],
      ['意见反馈', href(links.help('feedback'))],
    ],
  },
];

const aboutMenu: readonly { title: string; items: readonly Entry[] }[] = [
  {
    title: '关于我们',
    items: [
      ...ABOUT_TOPICS.map(({ type, title }): Entry => [title, href(links.aboutUs(type))]),
      ['常见问题', href(links.aboutUs('faq'))],
    ],
  },
  {
    title: '服务协议',
    items: PROTOCOLS.map(({ usePage, title }) => [title, href(links.aboutUs(usePage))]),
  },
];

const groups = (
  menu: readonly { title: string; items: readonly Entry[] }[],
  activeHref: string,
): SideMenuGroup[] =>
  menu.map(({ title, items }) => ({
    title,
    items: items.map(([label, link]) => ({ label, href: link, active: link === activeHref })),
  }));

export interface DocFrameProps {
  /** Which menu: the help centre's or 关于我们's. */
  area: 'help' | 'about';
  /** The link of the page shown, marked as current, e.g. that of modelHelp/invoice. */
  activeHref: string;
  /** The page. */
  children: ReactNode;
}

/** The help centre and 关于我们: their side menu on the left, the page on its right. */
export function DocFrame({ area, activeHref, children }: DocFrameProps) {
  return (
    <CenterLayout
      menu={
        <SideMenu
          label={area === 'help' ? '帮助中心导航' : '关于我们导航'}
          groups={groups(area === 'help' ? helpMenu : aboutMenu, activeHref)}
        />
      }
    >
      {children}
    </CenterLayout>
  );
}
