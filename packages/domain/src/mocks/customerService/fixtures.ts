import type {
  CustomerMessage,
  CustomerMessageExchange,
  CustomerServiceToken,
  Page,
  ProductCard,
  SendCustomerMessageRequest,
} from '../../contract/index.ts';

/** The customer-service chat's fixtures: its token, a conversation with a product card, a reply. */

export const customerServiceToken: CustomerServiceToken = {
  token: 'cs-token-10001',
  uid: 10001,
  name: '佛山市南海区鑫铝金属材料有限公司-陈志强',
  mobile: '13826081234',
};

/** The product card of the chat fixtures: a 6061-T6 plate the buyer asked about. */
export const customerProductCard: ProductCard = {
  searchValue: '6061-T6 2.0*1250',
  title: '6061-T6 铝板 2×1250',
};

/**
 * The latest page of the chat with 平台客服 (admin, the sub-account the widget opens on),
 * oldest first: texts both ways and a product card.
 */
export const customerMessagePage: Page<CustomerMessage> = {
  total: 6,
  rows: [
    {
      id: 501,
      account: 'admin',
      from: 'agent',
      type: 'text',
      message: '您好，我是平台客服，很高兴为您服务。请问有什么可以帮您？',
      intime: '2026-03-17 09:12:03',
    },
    {
      id: 502,
      account: 'admin',
      from: 'buyer',
      type: 'product',
      message: customerProductCard,
      intime: '2026-03-17 09:13:40',
    },
    {
      id: 503,
      account: 'admin',
      from: 'agent',
      type: 'text',
      message: '您咨询的「6061-T6 铝板 2×1250」佛山仓有现货，请问需要多少吨？',
      intime: '2026-03-17 09:14:05',
    },
    {
      id: 504,
      account: 'admin',
      from: 'buyer',
      type: 'text',
      message: '先要 12 吨，含税到厂价多少？能开 13% 专票吗？',
      intime: '2026-03-17 09:15:22',
    },
    {
      id: 505,
      account: 'admin',
      from: 'agent',
      type: 'text',
      message: '含税到佛山南海 23,850 元/吨，可开 13% 增值税专用发票，报价已发到询价单，请查收。',
      intime: '2026-03-17 09:18:47',
    },
    {
      id: 506,
      account: 'admin',
      from: 'buyer',
      type: 'text',
      message: '好的，我确认一下后在询价单里提交。',
      intime: '2026-03-17 09:20:10',
    },
  ],
};

/** The agent's answer to any message in the fixtures. */
const CUSTOMER_REPLY = '您好，已收到您的消息，客服正在为您核实，请稍候。';

/**
 * POST /customer/service/messages as the fixtures answer it: the buyer's message as sent, and
 * the agent's reply, in the sub-account the request names.
 */
export const customerMessageExchange = (
  request: SendCustomerMessageRequest,
): CustomerMessageExchange => ({
  sent: { ...request, id: 507, from: 'buyer', intime: '2026-03-18 10:00:00' },
  reply: {
    id: 508,
    account: request.account,
    from: 'agent',
    type: 'text',
    message: CUSTOMER_REPLY,
    intime: '2026-03-18 10:00:01',
  },
});
