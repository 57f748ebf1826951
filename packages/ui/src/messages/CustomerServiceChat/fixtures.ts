import type { ChatAccount, ChatIdentity, ChatMessage } from './CustomerServiceChat.tsx';

/** The sub-accounts as the app names them. */
export const sampleAccounts: readonly ChatAccount[] = [
  { value: 'admin', label: '平台客服' },
  { value: 'preSale', label: '售前客服' },
  { value: 'onSale', label: '售中客服' },
  { value: 'afterSales', label: '售后客服' },
  { value: 'thirdSales', label: '第三方销售' },
];

export const sampleIdentity: ChatIdentity = {
  name: '佛山市南海区鑫铝金属材料有限公司-陈志强',
  mobile: '138****0001',
};

type Line = readonly [ChatMessage['from'], string];

/** A conversation of texts, a minute apart from `start` ('YYYY-MM-DD HH:mm'), ids from `firstId`. */
const talk = (firstId: number, start: string, lines: readonly Line[]): ChatMessage[] =>
  lines.map(([from, message], index) => ({
    id: firstId + index,
    from,
    type: 'text',
    message,
    intime: `${start.slice(0, 14)}${String(Number(start.slice(14)) + index).padStart(2, '0')}:00`,
  }));

/** The conversation of each sub-account in the stories; 售前客服 has a product card. */
export const sampleConversations = {
  admin: talk(101, '2026-03-12 14:05', [
    ['buyer', '你好，我们公司想开通月结账期，需要准备哪些资料？'],
    ['agent', '您好，月结需企业认证满 3 个月，请准备营业执照、近半年采购合同和对公账户信息。'],
    ['buyer', '好的，资料发到哪里？'],
    ['agent', '在「企业信息」页上传即可，提交后 3 个工作日内审核。'],
  ]),
  preSale: [
    {
      id: 201,
      from: 'buyer',
      type: 'product',
      message: { searchValue: '6061-T6 2.0*1250', title: '6061-T6 铝板 2×1250' },
      intime: '2026-03-17 10:00:00',
    },
    ...talk(202, '2026-03-17 10:01', [
      ['agent', '您好，您咨询的「6061-T6 铝板 2×1250」佛山仓有现货，请问需要多少吨？'],
      ['buyer', '先要 12 吨，含税到厂价多少？\n另外能开 13% 专票吗？'],
      [
        'agent',
        '含税到佛山南海 23,850 元/吨，可开 13% 增值税专用发票，订单签收后在「待开票」申请即可。',
      ],
    ]),
  ],
  onSale: talk(301, '2026-03-15 09:30', [
    ['buyer', '订单 XS202603120003 什么时候发货？'],
    ['agent', '您好，该订单已排产，预计 3 月 19 日从无锡仓发货，发货后可在「待收货」查看物流。'],
  ]),
  afterSales: talk(401, '2026-03-16 16:20', [
    ['buyer', '上周收到的 1060 铝卷外圈有压痕，想申请换货。'],
    [
      'agent',
      '很抱歉给您带来不便。请在「售后申请」中提交订单号和问题照片，售后专员会在 1 个工作日内与您联系。',
    ],
  ]),
  thirdSales: talk(501, '2026-03-14 11:00', [
    ['buyer', '你们的 6063-T5 型材有巩义仓的货吗？'],
    ['agent', '您好，我是第三方销售，巩义仓 6063-T5 型材现有 36 吨，可以下单锁货。'],
  ]),
} satisfies Record<string, readonly ChatMessage[]>;

/** A long conversation with 售前客服: 40 messages shown of 64. */
export const longConversation: readonly ChatMessage[] = Array.from({ length: 40 }, (_, index) => ({
  id: 1000 + index,
  from: index % 2 === 0 ? 'buyer' : 'agent',
  type: 'text',
  message:
    index % 2 === 0
      ? `第 ${index / 2 + 1} 批：5052-H32 铝板 3×1500×3000 还有多少吨？`
      : `您好，佛山仓现有 ${(index % 7) * 6 + 12} 吨，可当天发货。`,
  intime: `2026-03-${String(10 + Math.floor(index / 8)).padStart(2, '0')} ${String(9 + (index % 8)).padStart(2, '0')}:15:00`,
}));
