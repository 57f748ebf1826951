import { UNREAD } from '../contract/index.ts';
import type { JumpMapEntry, Message } from '../contract/index.ts';
import { HOME_PATH, withQuery } from './routes.ts';

/** Unread: readStatus 2 (spec section 3). */
export const isUnread = (message: Pick<Message, 'readStatus'>): boolean =>
  message.readStatus === UNREAD;

/** A jump map `usePage`, split: the route name, the tab (third part) and the other parts. */
interface UsePage {
  route: string;
  tab?: string;
  /** The parts other than the route name and the tab, in order. */
  rest: string[];
}

/** 'routeName-part2-tab-…' split on '-'; an empty route name gives null. */
export function parseUsePage(usePage: string): UsePage | null {
  const [route = '', second, tab, ...more] = usePage.split('-');
  if (route === '') return null;
  const rest = second === undefined ? more : [second, ...more];
  return tab ? { route, tab, rest } : { route, rest };
}

/** The route names a message may lead to, with their paths (spec section 2). */
const MESSAGE_ROUTES = new Map<string, string>(
  Object.entries({
    main: HOME_PATH,
    queryList: '/home/modelDemand/queryList',
    queryHistory: '/home/modelDemand/queryHistory',
    userInfo: '/center/userInfo',
    companyInfo: '/center/userInfo/companyInfo',
    companyStaff: '/center/userInfo/companyStaff',
    userFundManage: '/center/userFundManage',
    orderHistory: '/center/orderHistory',
    orderInStock: '/center/orderInStock',
    orderToBeDelivery: '/center/orderToBeDelivery',
    orderToBePaid: '/center/orderToBePaid',
    orderToBeReceipt: '/center/orderToBeReceipt',
    orderToBeSubmit: '/center/orderToBeSubmit',
    orderToBeSupplemented: '/center/orderToBeSupplemented',
    orderToBeInvoiced: '/center/orderToBeInvoiced',
    orderAllOrder: '/center/orderAllOrder',
    orderAfterSales: '/center/orderAfterSales',
    otherReminder: '/center/otherReminder',
    otherPreBook: '/center/otherPreBook',
    activityFollow: '/center/activityFollow',
  }),
);

/** A message's jumpParams: the JSON object's string and number values; anything else gives {}. */
export function parseJumpParams(jumpParams: string): Record<string, string> {
  let value: unknown;
  try {
    value = JSON.parse(jumpParams);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value)
      .filter((entry): entry is [string, string | number] =>
        ['string', 'number'].includes(typeof entry[1]),
      )
      .map(([name, v]) => [name, String(v)]),
  );
}

/**
 * Where a clicked message leads: the route of its bizCode's jump map entry, with `tab` and
 * then each of the entry's jumpParams that the message supplies as query parameters. Null when
 * the bizCode has no entry or the route is unknown.
 */
export function messageTarget(
  entries: readonly JumpMapEntry[],
  { bizCode, jumpParams }: Pick<Message, 'bizCode' | 'jumpParams'>,
): string | null {
  const entry = entries.find((candidate) => candidate.bizCode === bizCode);
  const usePage = entry ? parseUsePage(entry.usePage) : null;
  const path = usePage ? MESSAGE_ROUTES.get(usePage.route) : undefined;
  if (!entry || !usePage || path === undefined) return null;
  const values = new Map(Object.entries(parseJumpParams(jumpParams)));
  const query: Record<string, string> = usePage.tab ? { tab: usePage.tab } : {};
  for (const name of entry.jumpParams) {
    const value = values.get(name);
    if (value !== undefined) query[name] = value;
  }
  return Object.keys(query).length === 0 ? path : withQuery(path, query);
}
