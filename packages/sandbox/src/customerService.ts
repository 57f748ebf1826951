import { createHash } from 'node:crypto';
import type { CustomerMessageContent, CustomerServiceAccount } from '@mall/domain/contract';
import { CUSTOMER_SERVICE_ACCOUNT_LABELS } from '@mall/domain/contract';

/**
 * The chat widget's token of a user: stable per user, as a chat service's login identity
 * would be. GET /customer/service/token hands it out; the chat's calls check it.
 */
export const chatTokenOf = (userId: number): string =>
  createHash('sha256').update(`customer-service:${userId}`).digest('hex');

/** Canned answers by topic, the first whose keywords the buyer's text contains. */
const KEYWORD_REPLIES: readonly (readonly [RegExp, string])[] = [
  [
    /售后|退货|换货|退款/,
    '很抱歉给您带来不便。请在「售后申请」中提交订单号和问题照片，售后专员会在 1 个工作日内与您联系。',
  ],
  [
    /质量|质保|材质|压痕|划伤|氧化/,
    '我们每个批次都随货附质保书（材质证明）。如对质量有疑问，请提供批次号和照片，我们会安排质检复核。',
  ],
  [
    /发票|开票|专票/,
    '订单签收后可在「待开票」中申请开具 13% 增值税专用发票，财务会在 3 个工作日内开具并寄出。',
  ],
  [
    /发货|物流|到货|提货|运费/,
    '现货订单付清货款后 24 小时内安排发货，佛山、无锡、巩义、上海四仓均可自提或配送；发货后可在「待收货」查看物流信息。',
  ],
  [
    /价格|报价|多少钱|单价|含税/,
    '今日 A00 铝锭现货价请以首页「今日铝价」为准，板卷和型材按牌号、规格另计加工费。请告诉我牌号、规格和吨数，我马上为您报价。',
  ],
];

/**
 * The sandbox answers as the sub-account's agent, deterministically: a product card gets an
 * answer naming the goods, a text the canned answer of its topic, anything else a greeting.
 */
export const agentReply = (
  content: CustomerMessageContent,
  account: CustomerServiceAccount,
): CustomerMessageContent => {
  if (content.type === 'product') {
    return {
      type: 'text',
      message: `您好，您咨询的「${content.message.title}」目前有现货，请问需要多少吨？我为您核实库存和价格。`,
    };
  }
  const topic = KEYWORD_REPLIES.find(([keywords]) => keywords.test(content.message));
  return {
    type: 'text',
    message:
      topic?.[1] ??
      `您好，我是${CUSTOMER_SERVICE_ACCOUNT_LABELS[account]}，很高兴为您服务。您的问题已记录，请稍候，我们会尽快为您答复。`,
  };
};
