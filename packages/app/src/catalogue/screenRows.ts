import { routeTable, type Layout, type RouteEntry } from '../routes/table.ts';
import { storyFileOf } from './screenModules.ts';
import { screenModules } from './screenSources.ts';

/** How Storybook's index names a file of this package (its `importPath`). */
export const APP_SOURCE = './packages/app/src/';

/** The product areas of the route table, in Chinese. */
export const areaNames: Record<RouteEntry['area'], string> = {
  gateway: '登录注册',
  home: '首页、商城与资讯',
  auctions: '竞拍',
  inquiry: '询价与需求',
  centre: '个人中心',
  orders: '订单中心',
  aftersales: '售后',
  messages: '消息与提醒',
};

/** The frames a screen sits in, in Chinese. */
export const layoutNames: Record<Layout, string> = {
  home: '商城框架',
  center: '个人中心框架',
  gateway: '登录注册框架',
  bare: '无框架',
};

/** The part of spec section 2 that lists a route, by the start of its path. */
const specSections: readonly [prefix: string, section: string][] = [
  ['/gateway/', '2 · Gateway routes'],
  ['/home/', '2 · Home routes under /home'],
  ['/center/', '2 · Centre routes under /center'],
  ['/', '2 · Other routes'],
];

/** One route of the spec as the catalogue shows it. */
export interface ScreenRow {
  entry: RouteEntry;
  /** 无需登录, 游客可看 or 需登录. */
  access: string;
  /** Where the spec lists the route. */
  specSection: string;
  /** The page module that renders it, under `packages/app/src`, once built. */
  module?: string;
  /** That module's story file, as Storybook's index names it. */
  storyFile?: string;
}

const accessOf = (entry: RouteEntry): string =>
  entry.white ? '无需登录' : entry.visitor ? '游客可看' : '需登录';

const rowOf = (entry: RouteEntry): ScreenRow => {
  const module = entry.screen && screenModules.get(entry.screen);
  return {
    entry,
    access: accessOf(entry),
    specSection: specSections.find(([prefix]) => entry.path.startsWith(prefix))?.[1] ?? '',
    ...(module && { module, storyFile: APP_SOURCE + storyFileOf(module) }),
  };
};

/** Every route of the spec, in the route table's order. */
export const screenRows: readonly ScreenRow[] = routeTable.map(rowOf);

/** The routes a story file shows (none for a component or a screen no route opens). */
export const rowsOfStoryFile = (importPath: string): ScreenRow[] =>
  screenRows.filter((row) => row.storyFile === importPath);
