import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Button } from '../../basics/Button/Button.tsx';
import { useScrollEdge } from '../../basics/ScrollEdge/useScrollEdge.ts';
import { Empty } from '../../basics/Empty/Empty.tsx';
import { ErrorState } from '../../basics/ErrorState/ErrorState.tsx';
import { FormField, fieldControlProps } from '../../basics/FormField/FormField.tsx';
import { LoadingStatus, SkeletonBlock } from '../../basics/Skeleton/Skeleton.tsx';
import { Tabs } from '../../basics/Tabs/Tabs.tsx';
import {
  Body,
  Bubble,
  Card,
  CardSpec,
  CardTitle,
  Composer,
  ComposerFooter,
  Hint,
  Identity,
  IdentityValue,
  Item,
  List,
  Log,
  Meta,
  Root,
  TextArea,
  Toolbar,
} from './CustomerServiceChat.styles.ts';

/** A product card in the chat: `searchValue` finds the goods, `title` names them. */
export interface ChatProductCard {
  /** What the mall's search looks for, e.g. 6061-T6 2.0*1250. */
  searchValue: string;
  /** The goods' name, e.g. 6061-T6 铝板 2×1250. */
  title: string;
}

/** One message of the chat: a text, or a product card. */
export type ChatMessage = {
  /** The message id. */
  id: string | number;
  /** The buyer's messages sit on the right, the agent's on the left. */
  from: 'buyer' | 'agent';
  /** When it was sent, as the server formats it, e.g. 2026-03-17 09:12:03. */
  intime: string;
} & ({ type: 'text'; message: string } | { type: 'product'; message: ChatProductCard });

/** A customer-service sub-account of the switcher. */
export interface ChatAccount {
  /** The sub-account's key, reported by `onAccountChange`. */
  value: string;
  /** Its Chinese name, e.g. 售前客服. */
  label: string;
}

/** Who is chatting, as the widget was given it. */
export interface ChatIdentity {
  /** 'companyName-realname', e.g. 佛山市南海区鑫铝金属材料有限公司-陈志强. */
  name: string;
  /** The mobile number as shown, already masked, e.g. 138****0001. */
  mobile: string;
}

export interface CustomerServiceChatProps {
  /** Who is chatting; the line is left out until it is known. */
  identity?: ChatIdentity;
  /** The sub-accounts, in order. */
  accounts: readonly ChatAccount[];
  /** The selected sub-account's `value`. */
  account: string;
  /** Called with the sub-account the buyer switches to. */
  onAccountChange: (account: string) => void;
  /** The conversation loaded so far, oldest first. */
  messages: readonly ChatMessage[];
  /** How many messages the conversation has in all, shown as 共 N 条消息. */
  total: number;
  /** The conversation is loading: skeleton bubbles and no input. */
  loading?: boolean;
  /** The contract client's message when loading failed; shows it with 重试 and no input. */
  error?: string;
  /** Loads again after an error. */
  onRetry?: () => void;
  /** Earlier messages remain: shows 加载更早的消息. */
  hasEarlier?: boolean;
  /** The earlier page is on its way. */
  loadingEarlier?: boolean;
  /** Loads the page before the first message shown. */
  onLoadEarlier?: () => void;
  /** A message is on its way: 发送 spins and the input waits. */
  sending?: boolean;
  /** Why the last send failed, in Chinese; shown under the input, which keeps its text. */
  sendError?: string;
  /** Sends the typed text (Enter or 发送); resolve true to clear the input, false to keep it. */
  onSend: (text: string) => boolean | Promise<boolean>;
  /** Called with a product card's searchValue when its 查看商品 is pressed. */
  onOpenProduct: (searchValue: string) => void;
  /** Text already in the input when the chat appears. */
  defaultDraft?: string;
  /**
   * The goods the buyer asks about, offered above the input with 发送商品: sent only when the
   * buyer presses it.
   */
  offer?: ChatProductCard;
  /** 发送商品: sends the offered card. */
  onSendOffer?: () => void;
}

const SKELETON_BUBBLES = ['agent', 'buyer', 'agent'] as const;

/**
 * The customer-service chat widget (spec section 2): the buyer's identity, a switcher of the
 * sub-accounts, the conversation (the agent left, the buyer right, product cards with
 * 查看商品) and an input where Enter sends and Shift+Enter starts a new line. Texts are shown
 * as plain text, never as HTML.
 */
export function CustomerServiceChat({
  identity,
  accounts,
  account,
  onAccountChange,
  messages,
  total,
  loading = false,
  error,
  onRetry,
  hasEarlier = false,
  loadingEarlier = false,
  onLoadEarlier,
  sending = false,
  sendError,
  onSend,
  onOpenProduct,
  defaultDraft = '',
  offer,
  onSendOffer,
}: CustomerServiceChatProps) {
  const [draft, setDraft] = useState(defaultDraft);
  const logRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const agentName = accounts.find((item) => item.value === account)?.label ?? '客服';
  const lastId = messages.at(-1)?.id;

  // Scrolling to the top loads the earlier page (spec section 9); 加载更早的消息 does it by hand.
  useScrollEdge(logRef, {
    edge: 'top',
    onReach: onLoadEarlier,
    enabled: hasEarlier && !loadingEarlier && !loading,
  });

  // A new message at the end (or a new conversation) scrolls to it; earlier pages keep the view.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastId, account, loading]);

  const handleSend = async () => {
    if (sending) return;
    if (await onSend(draft)) setDraft('');
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void handleSend();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void handleSend();
  };

  const conversation = () => {
    if (loading) {
      return (
        <Log as="div">
          <LoadingStatus />
          <List as="div" aria-hidden="true">
            {SKELETON_BUBBLES.map((from, index) => (
              <Item as="div" key={index} data-from={from}>
                <SkeletonBlock $width="96px" $height="12px" />
                <SkeletonBlock $width="240px" $height="40px" />
              </Item>
            ))}
          </List>
        </Log>
      );
    }
    if (messages.length === 0) return <Empty description="暂无消息，向客服发起咨询吧" />;
    return (
      <Log ref={logRef} role="log" aria-label={`与${agentName}的对话`} tabIndex={0}>
        <List>
          {messages.map((message) => {
            const titleId = `${baseId}-${message.id}-title`;
            return (
              <Item key={message.id} data-from={message.from}>
                <Meta>
                  <span>{message.from === 'buyer' ? '我' : agentName}</span>
                  <time>{message.intime}</time>
                </Meta>
                <Bubble>
                  {message.type === 'text' ? (
                    message.message
                  ) : (
                    <Card>
                      <CardTitle id={titleId}>{message.message.title}</CardTitle>
                      <CardSpec>{message.message.searchValue}</CardSpec>
                      <Button
                        size="sm"
                        aria-describedby={titleId}
                        onClick={() => onOpenProduct(message.message.searchValue)}
                      >
                        查看商品
                      </Button>
                    </Card>
                  )}
                </Bubble>
              </Item>
            );
          })}
        </List>
      </Log>
    );
  };

  return (
    <Root aria-label="在线客服">
      {identity && (
        <Identity>
          <span>
            咨询人：<IdentityValue>{identity.name}</IdentityValue>
          </span>
          <span>
            手机：<IdentityValue>{identity.mobile}</IdentityValue>
          </span>
        </Identity>
      )}
      <Tabs
        label="客服类型"
        value={account}
        onValueChange={onAccountChange}
        items={accounts.map(({ value, label }) => ({ value, label }))}
      >
        {error !== undefined ? (
          <ErrorState message={error} onRetry={onRetry} />
        ) : (
          <Body>
            <Toolbar>
              <span>{loading ? '' : `共 ${total} 条消息`}</span>
              {hasEarlier && !loading && (
                <Button variant="text" size="sm" loading={loadingEarlier} onClick={onLoadEarlier}>
                  加载更早的消息
                </Button>
              )}
            </Toolbar>
            {conversation()}
            {!loading && offer && (
              <Card role="group" aria-label="您正在咨询的商品">
                <CardTitle id={`${baseId}-offer`}>{offer.title}</CardTitle>
                <CardSpec>{offer.searchValue}</CardSpec>
                <Button
                  size="sm"
                  variant="primary"
                  aria-describedby={`${baseId}-offer`}
                  loading={sending}
                  disabled={sending}
                  onClick={onSendOffer}
                >
                  发送商品
                </Button>
              </Card>
            )}
            {!loading && (
              <Composer onSubmit={handleSubmit}>
                <FormField controlId={inputId} error={sendError}>
                  <TextArea
                    {...fieldControlProps(inputId, { error: sendError })}
                    aria-label="输入消息"
                    placeholder="请输入您要咨询的问题"
                    value={draft}
                    readOnly={sending}
                    aria-busy={sending || undefined}
                    onChange={(event) => setDraft(event.target.value)}
                    onKeyDown={handleKeyDown}
                  />
                </FormField>
                <ComposerFooter>
                  <Hint>Enter 发送，Shift+Enter 换行</Hint>
                  <Button type="submit" variant="primary" loading={sending} disabled={sending}>
                    发送
                  </Button>
                </ComposerFooter>
              </Composer>
            )}
          </Body>
        )}
      </Tabs>
    </Root>
  );
}
