import { inArray } from 'drizzle-orm';
import type { CustomerMessageContent, CustomerServiceAccount } from '@mall/domain/contract';
import type { SandboxDb } from '../db/client.ts';
import { customerMessages, users } from '../db/schema.ts';
import { agentReply } from '../customerService.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** A demo user's talk with one sub-account: what the buyer asked, in turn; the agent answers each. */
type DemoChat = {
  username: string;
  account: CustomerServiceAccount;
  /** When the talk began, in days before now. */
  daysAgo: number;
  asked: readonly CustomerMessageContent[];
};

const DEMO_CHATS: readonly DemoChat[] = [
  {
    username: '13800000001',
    account: 'admin',
    daysAgo: 6,
    asked: [{ type: 'text', message: '你好，我们公司想开通月结账期，需要准备哪些资料？' }],
  },
  {
    username: '13800000001',
    account: 'preSale',
    daysAgo: 1,
    asked: [
      {
        type: 'product',
        message: { searchValue: '6061-T6 2.0*1250', title: '6061-T6 铝板 2×1250' },
      },
      { type: 'text', message: '先要 12 吨，含税到厂价多少？' },
      { type: 'text', message: '好的，能开 13% 专票吗？' },
    ],
  },
  {
    username: '13800000002',
    account: 'preSale',
    daysAgo: 3,
    asked: [{ type: 'text', message: '5052-H32 3.0 厚的花纹板佛山仓有货吗？报价多少？' }],
  },
  {
    username: '13800000002',
    account: 'afterSales',
    daysAgo: 2,
    asked: [
      { type: 'text', message: '上周收到的 1060 铝卷外圈有压痕，想申请换货，怎么处理？' },
      { type: 'text', message: '物流单号在哪里看？我要把问题卷退回去。' },
    ],
  },
];

/**
 * The demo users' chats with customer service, added while the chat is empty, so that older
 * databases get them too. Each question is answered a minute later, as the sandbox's agent
 * answers (`agentReply`).
 */
export const seedCustomerChats = async (db: SandboxDb, now: Date): Promise<void> => {
  if ((await db.$count(customerMessages)) > 0) return;
  const owners = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, [...new Set(DEMO_CHATS.map(({ username }) => username))]));
  const idOf = new Map(owners.map(({ id, username }) => [username, id]));
  const rows = DEMO_CHATS.flatMap(({ username, account, daysAgo, asked }) => {
    const userId = idOf.get(username);
    if (userId === undefined) return [];
    const start = now.getTime() - daysAgo * DAY_MS;
    return asked.flatMap((body, index) => {
      const at = start + index * 5 * MINUTE_MS;
      return [
        { userId, account, from: 'buyer' as const, body, intime: new Date(at) },
        {
          userId,
          account,
          from: 'agent' as const,
          body: agentReply(body, account),
          intime: new Date(at + MINUTE_MS),
        },
      ];
    });
  });
  if (rows.length > 0) await db.insert(customerMessages).values(rows);
};
