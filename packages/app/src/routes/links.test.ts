import { describe, expect, it } from 'vitest';
import {
  COMPANY_CREATE_PATH,
  GUIDE_PATH,
  HOME_PATH,
  LOGIN_PATH,
  type ScreenLink,
} from '@mall/domain';
import { href, hrefTo, links, pathTo, screenPath } from './links.ts';

describe('links', () => {
  it.each<[string, string, string]>([
    ['a route as it is', pathTo('orderAllOrder'), '/center/orderAllOrder'],
    [
      'a route with a query',
      pathTo('orderToBeInvoiced', { tab: 'applied' }),
      '/center/orderToBeInvoiced?tab=applied',
    ],
    ['the login page', links.login(), '/gateway/login'],
    [
      'the login page coming back',
      links.login('/center/orderAllOrder?tab=1'),
      '/gateway/login?redirect=%2Fcenter%2ForderAllOrder%3Ftab%3D1',
    ],
    ['the goods search', links.search(), '/home/modelStore/search'],
    [
      'a keyword search, trimmed and encoded',
      links.search(' 6061-T6 2.0*1250 '),
      '/home/modelStore/search?keyword=6061-T6%202.0*1250',
    ],
    [
      'a promotion keyword',
      links.search('5052铝板'),
      '/home/modelStore/search?keyword=5052%E9%93%9D%E6%9D%BF',
    ],
    [
      'a category',
      links.searchSecondGrade('铝板'),
      '/home/modelStore/searchSecondGrade?category=%E9%93%9D%E6%9D%BF',
    ],
    ['a goods detail', links.goodsDetail(1207), '/home/modelStore/detail/1207'],
    ['an inquiry', links.inquiry([1207]), '/home/modelDemand/query?batchIds=1207'],
    ['an inquiry of cart lines', links.inquiry([3, 7]), '/home/modelDemand/query?batchIds=3,7'],
    ['a help page', links.help('invoice'), '/home/modelHelp/invoice'],
    ['a 关于我们 page', links.aboutUs('privacy'), '/home/aboutUs/privacy'],
    ['a FAQ entry', links.faq(2), '/home/aboutUsAskAboutDetail/2'],
    ['an article', links.article(31), '/home/modelInfo/detail/31'],
    ['a question', links.question(21), '/home/modelAskAbout/detail/21'],
    ['a delivery application', links.delivery(25002), '/center/orderDelivery?orderId=25002'],
    [
      'a deposit payment',
      links.depositPayment([22001, 22003]),
      '/center/orderToBePaidPayment?ids=22001,22003',
    ],
    [
      'a final payment',
      links.finalPayment([24001, 24002]),
      '/center/orderToBeSupplementedPayment?ids=24001,24002',
    ],
  ])('builds %s', (_, built, expected) => {
    expect(built).toBe(expected);
  });

  it('makes hash links', () => {
    expect([href('/home/main'), hrefTo('companyCreate')]).toEqual([
      '#/home/main',
      '#/center/userInfo/companyCreate',
    ]);
  });

  it.each<[ScreenLink, string]>([
    [{ route: 'main' }, '/home/main'],
    [{ route: 'queryList' }, '/home/modelDemand/queryList'],
    [{ route: 'orderToBeDelivery' }, '/center/orderToBeDelivery'],
    [{ route: 'otherReminder' }, '/center/otherReminder'],
    [
      { route: 'orderToBePaidPayment', ids: [22001, 22003] },
      '/center/orderToBePaidPayment?ids=22001,22003',
    ],
    [
      { route: 'orderToBeSupplementedPayment', ids: [24001] },
      '/center/orderToBeSupplementedPayment?ids=24001',
    ],
    [{ route: 'askDetail', id: 25 }, '/home/modelAskAbout/detail/25'],
    [{ route: 'query', batchIds: [1207] }, '/home/modelDemand/query?batchIds=1207'],
    [
      {
        route: 'registerAuth',
        identity: { unionid: 'u&1=2', openid: 'o/3?#', type: 2, name: '李 四+' },
      },
      '/gateway/registerAuth?unionid=u%261%3D2&openid=o%2F3%3F%23&type=2&name=%E6%9D%8E%20%E5%9B%9B%2B',
    ],
  ])('opens %j at %s', (screen, expected) => {
    expect(screenPath(screen)).toBe(expected);
  });

  it("agrees with the login flow's paths in the domain", () => {
    expect([HOME_PATH, LOGIN_PATH, GUIDE_PATH, COMPANY_CREATE_PATH]).toEqual([
      pathTo('main'),
      pathTo('login'),
      pathTo('guideNovice'),
      pathTo('companyCreate'),
    ]);
  });
});
