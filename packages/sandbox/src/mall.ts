/** The mall, the seller of every contract and the holder of the collection accounts. */
export const MALL_COMPANY = '广东铝材现货商城供应链有限公司';

/**
 * Where goods come back to the mall (退货退款, 换货, a plan that asks for them): its returns
 * warehouse, the one address every application that sends goods back shows (`returnTo`).
 */
export const MALL_RETURN_ADDRESS = {
  name: '商城售后仓 刘国平',
  phone: '0757-86331888',
  address: '广东省佛山市南海区里水镇和顺大道 168 号 铝材现货商城售后仓 3 号库',
} as const;
