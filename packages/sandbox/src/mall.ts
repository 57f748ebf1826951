/** The mall, the seller of every contract and the holder of the collection accounts. */
export const MALL_COMPANY = '广东铝材现货商城供应链有限公司';
