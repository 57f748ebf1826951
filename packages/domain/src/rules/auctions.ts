/**
 * The auction area's pure rules on the client: the server's clock, countdowns, a lot's phase
 * between polls, the bid field and the texts of outcomes and states.
 */
import type { AuctionWindowState, BidOutcome, BidTerms, MyLotState } from '../contract/auctions.ts';
import { AUCTION_STATUS, AUCTION_WINDOW, bidPriceProblem } from '../contract/auctions.ts';

const CHINA_OFFSET = '+08:00';
const SECOND = 1_000;

/** The moment a mall time ('YYYY-MM-DD HH:mm:ss', China time) stands for, in ms. */
export const chinaTimeMs = (text: string): number =>
  Date.parse(`${text.replace(' ', 'T')}${CHINA_OFFSET}`);

/** How far the server's clock is ahead of the browser's, from a serverTime received at `receivedAt`. */
export const clockOffset = (serverTime: string, receivedAt: number): number =>
  chinaTimeMs(serverTime) - receivedAt;

const two = (value: number) => String(value).padStart(2, '0');

/** A countdown: 'HH:MM:SS', with 'N天 ' before it from a day on; '00:00:00' once passed. */
export const formatCountdown = (ms: number): string => {
  const total = Math.max(0, Math.floor(ms / SECOND));
  const days = Math.floor(total / 86_400);
  const clock = `${two(Math.floor((total % 86_400) / 3_600))}:${two(Math.floor((total % 3_600) / 60))}:${two(total % 60)}`;
  return days > 0 ? `${days}天 ${clock}` : clock;
};

export type AuctionPhase = 'upcoming' | 'live' | 'ended';

/**
 * A lot's or an activity's phase at the server's `now`: the server's status, moved on by the
 * clock between answers (upcoming → live at the start, live → ended at the end).
 */
export const phaseAt = (
  item: { auctionStatus: number; startTime: string; endTime: string },
  now: number,
): AuctionPhase => {
  if (item.auctionStatus === AUCTION_STATUS.ended) return 'ended';
  if (now < chinaTimeMs(item.startTime)) return 'upcoming';
  return now < chinaTimeMs(item.endTime) ? 'live' : 'ended';
};

/** The countdown's label and target for a phase. */
export const countdownOf = (
  item: { startTime: string; endTime: string },
  phase: AuctionPhase,
  now: number,
): { label: string; text: string } => {
  if (phase === 'upcoming')
    return { label: '距开始', text: formatCountdown(chinaTimeMs(item.startTime) - now) };
  if (phase === 'live')
    return { label: '距结束', text: formatCountdown(chinaTimeMs(item.endTime) - now) };
  return { label: '已结束', text: '' };
};

export const PHASE_TEXT: Readonly<Record<AuctionPhase, string>> = {
  upcoming: '即将开始',
  live: '竞拍中',
  ended: '已结束',
};

/** The message after a bid, by outcome. */
export const BID_OUTCOME_TEXT: Readonly<Record<BidOutcome, string>> = {
  leading: '出价成功，您当前领先',
  outbid: '出价成功，但已被他人的代理出价超过',
  tooLow: '出价过低：已有人抢先出价，请按最新价格重新出价',
  ended: '该拍品竞拍已结束',
};

/** The buyer's standing on a lot, as a tag ('' for none). */
export const MY_STATE_TEXT: Readonly<Record<MyLotState, string>> = {
  none: '',
  leading: '领先',
  outbid: '被超越',
  won: '已中标',
  lost: '未中标',
};

/** The bid field's message, or '' when the price is valid for the lot's terms. */
export const bidFieldError = (text: string, terms: BidTerms): string => {
  const price = text.trim();
  if (price === '') return '请输入出价';
  return bidPriceProblem(price, terms) ?? '';
};

/** The proxy maximum field's message ('' when empty: no proxy, or valid). */
export const maxPriceError = (text: string, terms: BidTerms, price: string): string => {
  const max = text.trim();
  if (max === '') return '';
  const problem = bidPriceProblem(max, { ...terms, nextPrice: price });
  return problem ? problem.replace('出价', '最高代理价') : '';
};

/** The index of the live activity (status 3, the spec's active one), -1 when none is. */
export const activeIndexOf = (activities: readonly { auctionStatus: number }[]): number =>
  activities.findIndex(({ auctionStatus }) => auctionStatus === AUCTION_STATUS.live);

/** A window start kept within the list, so that the window is as full as the list allows. */
export const clampMoveIndex = (moveIndex: number, count: number): number =>
  Math.max(0, Math.min(moveIndex, count - AUCTION_WINDOW));

/**
 * The window over a fresh list of activities, from the state kept before (the browser's
 * storage after a reload, or the screen's own before a poll): where the buyer paged to stays
 * while the list and its live activity are the same; otherwise the window moves to start at the
 * live activity (at the start when none is live).
 */
export const nextWindow = (
  activities: readonly { id: number; auctionStatus: number }[],
  kept: Pick<AuctionWindowState, 'activities' | 'activeIndex' | 'moveIndex'> | null,
): { activeIndex: number; moveIndex: number } => {
  const activeIndex = activeIndexOf(activities);
  const same =
    kept !== null &&
    kept.activeIndex === activeIndex &&
    kept.activities.length === activities.length &&
    kept.activities.every(({ id }, index) => activities[index]?.id === id);
  const moveIndex = same ? kept.moveIndex : Math.max(activeIndex, 0);
  return { activeIndex, moveIndex: clampMoveIndex(moveIndex, activities.length) };
};
