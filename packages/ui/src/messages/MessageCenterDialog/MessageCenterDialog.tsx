import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { Settings } from 'lucide-react';
import { Button } from '../../basics/Button/Button.tsx';
import { IconButton } from '../../basics/IconButton/IconButton.tsx';
import { Modal } from '../../basics/Modal/Modal.tsx';
import { MessageList, type MessageRow } from '../MessageList/MessageList.tsx';
import { Pagination } from '../../basics/Pagination/Pagination.tsx';
import { Tabs } from '../../basics/Tabs/Tabs.tsx';

/** The typeId of the fixed customer-service tab (spec section 9). */
export const CUSTOMER_SERVICE_TYPE_ID = -1;

/** The message centre's page size (spec section 9). */
export const MESSAGE_PAGE_SIZE = 10;

/** The tab bar scrolls when there are more tabs than this (spec section 9). */
const TABS_BEFORE_SCROLL = 4;

/** One message type, shown as a tab. */
export interface MessageTypeTab {
  /** The type id; -1 is the customer-service tab. */
  typeId: number;
  /** The tab label, e.g. 订单消息. */
  title: string;
  /** Unread messages of this type, shown as a badge. */
  unreadCount: number;
}

export interface MessageCenterDialogProps {
  /** The message types; the customer-service tab (typeId -1) is always put first. */
  types: readonly MessageTypeTab[];
  /** The selected type. */
  typeId: number;
  /** Called with the type the user selects. */
  onTypeChange: (typeId: number) => void;
  /** The messages of the selected type and page. */
  messages: readonly MessageRow[];
  /** How many messages the selected type has in all. */
  total: number;
  /** The current page, from 1. */
  pageNum: number;
  /** Called with the page the user goes to. */
  onPageChange: (pageNum: number) => void;
  /** Called with the id of the message the user opens. */
  onOpenMessage: (id: MessageRow['id']) => void;
  /** The page of messages is loading. */
  loading?: boolean;
  /** The contract client's message when the page failed to load. */
  error?: string;
  /** Loads the page again after an error. */
  onRetry?: () => void;
  /** Called by 全部已读; the app asks 提示 / 请确认 first. */
  onMarkAllRead: () => void;
  /** Called by the settings icon (消息设置). */
  onOpenSettings: () => void;
  /** The customer-service chat, shown in place of the list on the customer-service tab. */
  customerService?: ReactNode;
  /** Opens the dialog when pressed; focus returns to it when the dialog closes. */
  trigger?: ReactElement;
  /** Controlled open state. */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called whenever the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[4]}px;
`;

/**
 * The message centre (spec section 2): type tabs with unread counts, the customer-service tab
 * first, the selected type's messages with paging, 全部已读 and the settings icon.
 */
export function MessageCenterDialog({
  types,
  typeId,
  onTypeChange,
  messages,
  total,
  pageNum,
  onPageChange,
  onOpenMessage,
  loading = false,
  error,
  onRetry,
  onMarkAllRead,
  onOpenSettings,
  customerService,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
}: MessageCenterDialogProps) {
  const ordered = [
    ...types.filter((type) => type.typeId === CUSTOMER_SERVICE_TYPE_ID),
    ...types.filter((type) => type.typeId !== CUSTOMER_SERVICE_TYPE_ID),
  ];
  const showPager = !loading && error === undefined && total > 0;

  return (
    <Modal
      title="消息中心"
      size="lg"
      trigger={trigger}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      actions={
        <>
          <Button variant="text" onClick={onMarkAllRead}>
            全部已读
          </Button>
          <IconButton label="消息设置" size="md" onClick={onOpenSettings}>
            <Settings aria-hidden="true" size={18} />
          </IconButton>
        </>
      }
    >
      <Tabs
        label="消息类型"
        scrollable={ordered.length > TABS_BEFORE_SCROLL}
        value={String(typeId)}
        onValueChange={(value) => onTypeChange(Number(value))}
        items={ordered.map((type) => ({
          value: String(type.typeId),
          label: type.title,
          count: type.unreadCount,
        }))}
      >
        {typeId === CUSTOMER_SERVICE_TYPE_ID ? (
          customerService
        ) : (
          <>
            <MessageList
              items={messages}
              onOpen={onOpenMessage}
              loading={loading}
              error={error}
              onRetry={onRetry}
            />
            {showPager && (
              <Footer>
                <Pagination
                  total={total}
                  pageNum={pageNum}
                  pageSize={MESSAGE_PAGE_SIZE}
                  pageSizes={[MESSAGE_PAGE_SIZE]}
                  onChange={(page) => onPageChange(page)}
                />
              </Footer>
            )}
          </>
        )}
      </Tabs>
    </Modal>
  );
}
