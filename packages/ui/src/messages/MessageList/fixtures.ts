import type { MessageTypeTab } from '../MessageCenterDialog/MessageCenterDialog.tsx';
import type { MessageRow } from './MessageList.tsx';

/** Sample message types with unread counts; the customer-service tab (-1) comes last. */
export const sampleMessageTypes: readonly MessageTypeTab[] = [
  { typeId: 1, title: '订单消息', unreadCount: 2 },
  { typeId: 2, title: '物流消息', unreadCount: 0 },
  { typeId: 3, title: '财务消息', unreadCount: 1 },
  { typeId: 4, title: '竞拍消息', unreadCount: 0 },
  { typeId: 5, title: '系统通知', unreadCount: 120 },
  { typeId: -1, title: '客服消息', unreadCount: 3 },
];

/** Sample messages, already sanitised, for the stories of the message overlays. */
export const sampleMessages: readonly MessageRow[] = [
  {
    id: 101,
    title: '订单已发货',
    contentHtml: '<p>您的订单 <strong>DD20261120001</strong> 已发货，预计 2 天内送达。</p>',
    intime: '2026-11-20 10:32:05',
    unread: true,
  },
  {
    id: 102,
    title: '待付款提醒',
    contentHtml: '<p>订单 DD20261119007 尚未付款，请在 24 小时内完成支付。</p>',
    intime: '2026-11-19 16:05:41',
    unread: true,
  },
  {
    id: 103,
    title: '发票已开具',
    contentHtml: '<p>订单 DD20261102015 的增值税专用发票已开具，请注意查收。</p>',
    intime: '2026-11-18 09:12:00',
    unread: false,
  },
  {
    id: 104,
    title: '竞拍活动开始',
    contentHtml: '<p>6063 铝棒专场竞拍将于今日 14:00 开始。</p>',
    intime: '2026-11-17 08:00:00',
    unread: false,
  },
  {
    id: 105,
    title: '认证审核通过',
    contentHtml: '<p>贵公司的企业认证已审核通过。</p>',
    intime: '2026-11-16 11:45:30',
    unread: false,
  },
  {
    id: 106,
    title: '售后申请已受理',
    contentHtml: '<p>售后单 SH20261115002 已受理，客服将尽快与您联系。</p>',
    intime: '2026-11-15 15:20:10',
    unread: false,
  },
];
