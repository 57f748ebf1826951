import { PHASE_TEXT, countdownOf, phaseAt } from '@mall/domain';

/** A lot's phase as words and its countdown (距开始 / 距结束 …, '' once ended) at the server's `now`. */
export const lotTiming = (
  lot: { auctionStatus: number; startTime: string; endTime: string },
  now: number,
) => {
  const phase = phaseAt(lot, now);
  const countdown = countdownOf(lot, phase, now);
  return {
    phase,
    phaseText: PHASE_TEXT[phase],
    countdown: countdown.text ? `${countdown.label} ${countdown.text}` : '',
  };
};
