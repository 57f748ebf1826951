/**
 * The message contract's rules (MESSAGE_INVARIANTS) as checks over every message and reminder:
 * what they name is the recipient's company's, and they follow what they announce.
 */
import type { MessageInvariant } from '@mall/domain/contract';
import type { SandboxDb } from '../db/client.ts';
import { inquiries, messages, reminders, users } from '../db/schema.ts';
import type { OrderEvent, OrderEventMoments } from '../messages/announced.ts';
import {
  EVENT_TEXT,
  MESSAGE_EVENTS,
  REMINDER_EVENTS,
  orderEventMoments,
} from '../messages/announced.ts';
import { chinaDateTime } from '../time.ts';
import type { Check, Violation } from './violation.ts';
import { ruleOf } from './violation.ts';

const rule = (invariant: MessageInvariant) => ruleOf(invariant);

type Named = {
  subject: string;
  what: string;
  at: Date;
  companyId: number | null;
  orderNos: readonly string[];
  inquiryNos: readonly string[];
  event: OrderEvent;
};

/** Whether `event` happened by `moment`, to the second (a reminder's time is kept to the second). */
const byThen = (event: Date, moment: Date) =>
  Math.floor(event.getTime() / 1000) * 1000 <= moment.getTime();

/** The violations of the rules by one message or reminder. */
const violationsOf = (
  named: Named,
  byOrderNo: OrderEventMoments,
  inquiryByNo: ReadonlyMap<string, { companyId: number; createdAt: Date }>,
): Violation[] => {
  const dated = chinaDateTime(named.at);
  const notOwn = (what: string) =>
    rule('namesOwnSubject')(false, named.subject, `${named.what}：${what} 不是收件人企业的`);
  const ofOrders = named.orderNos.flatMap((orderNo) => {
    const order = byOrderNo.get(orderNo);
    if (!order || order.companyId !== named.companyId) return notOwn(`订单 ${orderNo}`);
    const placed = order.events.placed;
    const event = order.events[named.event];
    return [
      ...rule('datedAfterItsEvent')(
        placed !== undefined && byThen(placed, named.at),
        named.subject,
        `${named.what}（${dated}）早于订单 ${orderNo} 下单（${placed ? chinaDateTime(placed) : ''}）`,
      ),
      ...rule('datedAfterItsEvent')(
        event !== undefined && byThen(event, named.at),
        named.subject,
        `${named.what}（${dated}）：订单 ${orderNo} ${event ? `${EVENT_TEXT[named.event]}于 ${chinaDateTime(event)}` : `未${EVENT_TEXT[named.event]}`}`,
      ),
    ];
  });
  const ofInquiries = named.inquiryNos.flatMap((inquiryNo) => {
    const inquiry = inquiryByNo.get(inquiryNo);
    if (!inquiry || inquiry.companyId !== named.companyId) return notOwn(`询价单 ${inquiryNo}`);
    return rule('datedAfterItsEvent')(
      byThen(inquiry.createdAt, named.at),
      named.subject,
      `${named.what}（${dated}）早于询价单 ${inquiryNo} 提交（${chinaDateTime(inquiry.createdAt)}）`,
    );
  });
  return [...ofOrders, ...ofInquiries];
};

/** Both rules over every message that names an order and every reminder that names some. */
const checkAll = async (db: SandboxDb): Promise<Violation[]> => {
  const [byOrderNo, people, sent, raised, asked] = await Promise.all([
    orderEventMoments(db),
    db.select({ id: users.id, username: users.username, companyId: users.companyId }).from(users),
    db.select().from(messages),
    db.select().from(reminders),
    db
      .select({
        inquiryNo: inquiries.inquiryNo,
        companyId: inquiries.companyId,
        createdAt: inquiries.createdAt,
      })
      .from(inquiries),
  ]);
  const person = new Map(people.map((user) => [user.id, user]));
  const inquiryByNo = new Map(asked.map(({ inquiryNo, ...inquiry }) => [inquiryNo, inquiry]));
  const fromMessages = sent.flatMap(({ id, userId, title, intime, bizCode, jumpParams }) => {
    const event = MESSAGE_EVENTS[bizCode];
    const orderNo = jumpParams['orderNo'];
    if (!event || !orderNo) return [];
    const recipient = person.get(userId);
    return violationsOf(
      {
        subject: `消息 ${id}（${recipient?.username ?? userId}）`,
        what: `「${title}」`,
        at: intime,
        companyId: recipient?.companyId ?? null,
        orderNos: [orderNo],
        inquiryNos: [],
        event,
      },
      byOrderNo,
      inquiryByNo,
    );
  });
  const fromReminders = raised.flatMap(({ id, userId, actionCode, happenTime, businessMsg }) => {
    const names = businessMsg.split(',').filter((name) => name !== '');
    const recipient = person.get(userId);
    return violationsOf(
      {
        subject: `提醒 ${id}（${recipient?.username ?? userId}）`,
        what: `提醒 ${actionCode}`,
        at: happenTime,
        companyId: recipient?.companyId ?? null,
        orderNos: names.filter((name) => name.startsWith('XS')),
        inquiryNos: names.filter((name) => name.startsWith('XJ')),
        event: REMINDER_EVENTS[actionCode] ?? 'placed',
      },
      byOrderNo,
      inquiryByNo,
    );
  });
  return [...fromMessages, ...fromReminders];
};

const only =
  (invariant: MessageInvariant): Check =>
  async (db) =>
    (await checkAll(db)).filter((violation) => violation.invariant === invariant);

/** The checks of MESSAGE_INVARIANTS, by name. */
export const messageChecks: Readonly<Record<MessageInvariant, Check>> = {
  namesOwnSubject: only('namesOwnSubject'),
  datedAfterItsEvent: only('datedAfterItsEvent'),
};
