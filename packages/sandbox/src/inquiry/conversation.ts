import { asc, eq } from 'drizzle-orm';
import type { InquiryMessage, InquiryMessageAuthor } from '@mall/domain/contract/inquiryDetail';
import { specText } from '@mall/domain/contract/inquiry';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import { inquiryLines, inquiryMessages, users } from '../db/schema.ts';
import { refuse } from '../orders/guards.ts';
import { chinaDateTime } from '../time.ts';
import type { LoadedInquiry } from './read.ts';

/** How the mall signs its messages. */
export const MALL_AUTHOR_NAME = '商城客服';

/** The inquiry's conversation, oldest first, each message with the line it names. */
export const listMessages = async (
  db: SandboxDb | SandboxTx,
  inquiryId: number,
): Promise<InquiryMessage[]> => {
  const rows = await db
    .select({ message: inquiryMessages, line: inquiryLines, realname: users.realname })
    .from(inquiryMessages)
    .leftJoin(inquiryLines, eq(inquiryLines.id, inquiryMessages.lineId))
    .leftJoin(users, eq(users.id, inquiryMessages.userId))
    .where(eq(inquiryMessages.inquiryId, inquiryId))
    .orderBy(asc(inquiryMessages.at), asc(inquiryMessages.id));
  return rows.map(({ message, line, realname }) => ({
    messageId: message.id,
    author: message.author,
    authorName: message.author === 'mall' ? MALL_AUTHOR_NAME : (realname ?? '买家'),
    detailId: message.lineId,
    lineSpec: line ? specText(line) : null,
    content: message.content,
    at: chinaDateTime(message.at),
  }));
};

export interface NewMessage {
  author: InquiryMessageAuthor;
  /** The buyer writing; absent for the mall. */
  userId?: number;
  detailId?: number | undefined;
  content: string;
}

/** Adds a message to the inquiry; a named line must be one of its lines. Answers the message. */
export const addMessage = async (
  tx: SandboxTx,
  inquiry: LoadedInquiry,
  { author, userId, detailId, content }: NewMessage,
  at: Date,
): Promise<InquiryMessage> => {
  if (detailId !== undefined && !inquiry.lines.some(({ id }) => id === detailId)) {
    return refuse(404, '询价明细不在该询价单中');
  }
  const [row] = await tx
    .insert(inquiryMessages)
    .values({
      inquiryId: inquiry.id,
      lineId: detailId ?? null,
      author,
      userId: userId ?? null,
      content,
      at,
    })
    .returning({ id: inquiryMessages.id });
  const message = (await listMessages(tx, inquiry.id)).find(
    ({ messageId }) => messageId === row?.id,
  );
  if (!message) throw new Error('addMessage: no row');
  return message;
};
