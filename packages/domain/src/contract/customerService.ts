import * as z from 'zod/mini';
import { page } from './envelope.ts';
import { dateTime } from './messages.ts';

/**
 * The customer-service chat (spec sections 2, 3 and 9). The spec shows only the widget's
 * identity call (GET /customer/service/token, `customerServiceToken`); the chat's own calls
 * and shapes are chosen here (paths in `paths.customerService`).
 */

/** The sub-accounts the buyer can talk to, keyed by type (spec section 9), in display order. */
export const CUSTOMER_SERVICE_ACCOUNTS = [
  'admin',
  'preSale',
  'onSale',
  'afterSales',
  'thirdSales',
] as const;
export const customerServiceAccount = z.enum(CUSTOMER_SERVICE_ACCOUNTS);
export type CustomerServiceAccount = z.infer<typeof customerServiceAccount>;

/**
 * The Chinese names of the sub-accounts, chosen: `admin` is the platform's main account, which
 * takes general questions; `thirdSales` is a third-party seller's sales desk.
 */
export const CUSTOMER_SERVICE_ACCOUNT_LABELS: Readonly<Record<CustomerServiceAccount, string>> = {
  admin: '平台客服',
  preSale: '售前客服',
  onSale: '售中客服',
  afterSales: '售后客服',
  thirdSales: '第三方销售',
};

/** The sub-account the widget opens on. */
export const DEFAULT_CUSTOMER_SERVICE_ACCOUNT: CustomerServiceAccount = 'admin';

/** Messages per page of the chat; page 1 is the newest. */
export const CUSTOMER_MESSAGE_PAGE_SIZE = 20;

/** The most characters a text message may have, after trimming. */
const CUSTOMER_MESSAGE_MAX_LENGTH = 500;

/**
 * The widget authenticates with the token of GET /customer/service/token, sent in this header
 * beside the usual `Token`. A missing or wrong chat token answers body code 400 (not 401 or
 * 403, which would end the buyer's login).
 */
export const CHAT_TOKEN_HEADER = 'X-Chat-Token';

/** Who wrote a message: the buyer, or the customer-service agent of the sub-account. */
const customerMessageFrom = z.enum(['buyer', 'agent']);
export type CustomerMessageFrom = z.infer<typeof customerMessageFrom>;

/** A text message the buyer sends: 1–500 characters after trimming. */
export const customerMessageText = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, '请输入消息内容'),
    z.maxLength(CUSTOMER_MESSAGE_MAX_LENGTH, `消息不能超过 ${CUSTOMER_MESSAGE_MAX_LENGTH} 个字`),
  );

/** A product card: `searchValue` finds the goods in the mall's search, `title` names them. */
export const productCard = z.object({
  searchValue: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, '商品搜索词不能为空'),
      z.maxLength(100, '商品搜索词不能超过 100 个字'),
    ),
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, '商品名称不能为空'),
      z.maxLength(100, '商品名称不能超过 100 个字'),
    ),
});
export type ProductCard = z.infer<typeof productCard>;

/**
 * What a message says (spec section 3): `type` 'text' with the text as `message`, or
 * 'product' with a product card as `message`. The buyer's text is held to the limits above;
 * an agent's reply is any text.
 */
const textMessage = <T extends z.ZodMiniType<string>>(text: T) =>
  z.object({ type: z.literal('text'), message: text });
const productMessage = z.object({ type: z.literal('product'), message: productCard });

const WRONG_TYPE = { error: '消息类型必须为 text 或 product' };

/** Body of POST /customer/service/messages: a message of the buyer to a sub-account. */
export const sendCustomerMessageRequest = z.discriminatedUnion(
  'type',
  [
    z.extend(textMessage(customerMessageText), { account: customerServiceAccount }),
    z.extend(productMessage, { account: customerServiceAccount }),
  ],
  WRONG_TYPE,
);
export type SendCustomerMessageRequest = z.infer<typeof sendCustomerMessageRequest>;
/** A message as the buyer composes it, before the sub-account is added. */
export type CustomerMessageContent = SendCustomerMessageRequest extends infer Request
  ? Request extends unknown
    ? Omit<Request, 'account'>
    : never
  : never;

const stored = {
  id: z.int(),
  account: customerServiceAccount,
  from: customerMessageFrom,
  intime: dateTime,
};

/** A message of the chat, the buyer's or the agent's. */
const customerMessage = z.discriminatedUnion(
  'type',
  [z.extend(textMessage(z.string()), stored), z.extend(productMessage, stored)],
  WRONG_TYPE,
);
export type CustomerMessage = z.infer<typeof customerMessage>;

/**
 * GET /customer/service/messages: `pageNum` 1 is the newest `pageSize` messages, 2 the ones
 * before, and so on; within a page the rows run oldest first, as the chat shows them. `total`
 * counts the whole conversation with the sub-account.
 */
export const customerMessagePage = page(customerMessage);

/** Query of GET /customer/service/messages. */
export interface CustomerMessageQuery {
  account: CustomerServiceAccount;
  pageNum: number;
  pageSize: number;
}

/** POST /customer/service/messages answers the buyer's message as stored and the agent's reply. */
export const customerMessageExchange = z.object({ sent: customerMessage, reply: customerMessage });
export type CustomerMessageExchange = z.infer<typeof customerMessageExchange>;
