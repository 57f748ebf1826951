import type { ReactNode } from 'react';
import { ABOUT_TOPICS, HELP_TOPICS, PROTOCOLS } from '@mall/domain/contract';
import { CenterLayout, SideMenu, type SideMenuGroup } from '@mall/ui';

type Entry = readonly [label: string, href: string];

const helpMenu: readonly { title: string; items: readonly Entry[] }[] = [
  {
    title: '帮助中心',
    items: HELP_TOPICS.map(({ type, title }) => [title, `#/home/modelHelp/${type}`]),
  },
  {
    title: '服务与支持',
    items: [
      ['常见问题', '#/home/aboutUs/faq'],
      ['问答', '#/home/modelAskAbout/list'],
      ['意见反馈', '#/home/modelHelp/feedback'],
    ],
  },
];

const aboutMenu: readonly { title: string; items: readonly Entry[] }[] = [
  {
    title: '关于我们',
    items: [
      ...ABOUT_TOPICS.map(({ type, title }): Entry => [title, `#/home/aboutUs/${type}`]),
      ['常见问题', '#/home/aboutUs/faq'],
    ],
  },
  {
    title: '服务协议',
    items: PROTOCOLS.map(({ usePage, title }) => [title, `#/home/aboutUs/${usePage}`]),
  },
];

const groups = (
  menu: readonly { title: string; items: readonly Entry[] }[],
  activeHref: string,
): SideMenuGroup[] =>
  menu.map(({ title, items }) => ({
    title,
    items: items.map(([label, href]) => ({ label, href, active: href === activeHref })),
  }));

export interface DocFrameProps {
  /** Which menu: the help centre's or 关于我们's. */
  area: 'help' | 'about';
  /** The link of the page shown, marked as current, e.g. '#/home/modelHelp/invoice'. */
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
