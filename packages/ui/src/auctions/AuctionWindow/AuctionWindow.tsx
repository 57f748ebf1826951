import { useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../basics/Button/Button.tsx';
import { Panel } from '../../basics/Panel/Panel.tsx';
import { space } from '../../theme/index.ts';

/** An activity in the window, as the app hands it over: its phase and countdown worked out. */
export interface AuctionWindowItem {
  /** The activity's id. */
  id: number;
  /** The activity's title (专场). */
  title: string;
  /** 即将开始, 竞拍中 or 已结束. */
  phase: string;
  /** 距开始 or 距结束 with the countdown, or '' once ended. */
  countdown: string;
  /** The activity's lots (竞拍专场). */
  href: string;
  /** The live activity (the spec's active one), marked as the current one. */
  active: boolean;
}

export interface AuctionWindowProps {
  /** The activities in the window (at most 5). */
  items: readonly AuctionWindowItem[];
  /** The window's first activity, counted from 1, and how many there are. */
  position: { first: number; total: number };
  /** The window can move back, and on. */
  canMoveBack: boolean;
  canMoveOn: boolean;
  /** The buyer pages the window: −1 back, 1 on. */
  onMove: (step: -1 | 1) => void;
  /** The latest bids as lines of text. */
  rollText: readonly string[];
}

const Cards = styled.ol`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  min-width: 0;
  padding: ${space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};

  &[data-active='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
  }

  a {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
`;

const Phase = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;

  [data-active='true'] > & {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const None = styled.p`
  margin: 0;
  padding: ${space(5)} 0;
  text-align: center;
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Paging = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const roll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Roll = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  margin-top: ${space(3)};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const RollLabel = styled.h3`
  flex: none;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Viewport = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
`;

/** The lines, twice, moving left; still under reduced motion, when paused, or when focused. */
const Track = styled.div<{ $seconds: number }>`
  display: flex;
  width: max-content;

  @media (prefers-reduced-motion: no-preference) {
    animation: ${roll} ${({ $seconds }) => $seconds}s linear infinite;

    &[data-paused='true'],
    &:hover,
    &:focus-within {
      animation-play-state: paused;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    width: auto;
    flex-wrap: wrap;

    & > [aria-hidden='true'] {
      display: none;
    }
  }
`;

const Lines = styled.ul`
  display: flex;
  gap: ${space(6)};
  margin: 0;
  padding: 0 ${space(6)} 0 0;
  list-style: none;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.textSecondary};
`;

/** Seconds each line of the roll text takes to pass. */
const SECONDS_PER_LINE = 6;

/**
 * The home page's auction area (竞拍专场): a window of at most 5 activities, the live one marked
 * current, each with its phase and countdown and a link to its lots, paged by 上一个 / 下一个;
 * below it the latest bids moving along (paused by its button, on hover or focus, and still
 * when the viewer prefers reduced motion).
 */
export function AuctionWindow({
  items,
  position,
  canMoveBack,
  canMoveOn,
  onMove,
  rollText,
}: AuctionWindowProps) {
  const [paused, setPaused] = useState(false);
  const last = position.first + items.length - 1;
  return (
    <Panel
      title="竞拍专场"
      extra={
        position.total > 0 && (
          <Paging>
            <span>{`第 ${position.first}–${last} 个，共 ${position.total} 个`}</span>
            <Button
              size="sm"
              aria-label="上一个专场"
              disabled={!canMoveBack}
              onClick={() => onMove(-1)}
            >
              <ChevronLeft size={16} aria-hidden />
            </Button>
            <Button
              size="sm"
              aria-label="下一个专场"
              disabled={!canMoveOn}
              onClick={() => onMove(1)}
            >
              <ChevronRight size={16} aria-hidden />
            </Button>
          </Paging>
        )
      }
    >
      {items.length === 0 ? (
        <None>暂无竞拍专场</None>
      ) : (
        <Cards aria-label="竞拍专场">
          {items.map((item) => (
            <Card key={item.id} data-active={item.active}>
              <a href={item.href} aria-current={item.active ? 'true' : undefined}>
                {item.title}
              </a>
              <Phase>{item.phase}</Phase>
              {item.countdown && <Phase>{item.countdown}</Phase>}
            </Card>
          ))}
        </Cards>
      )}
      <Roll>
        <RollLabel>最新出价</RollLabel>
        <Viewport>
          {rollText.length === 0 ? (
            <span>暂无出价</span>
          ) : (
            <Track
              $seconds={rollText.length * SECONDS_PER_LINE}
              data-paused={paused}
              data-testid="roll-text"
            >
              <Lines aria-label="最新出价">
                {rollText.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </Lines>
              <Lines aria-hidden="true">
                {rollText.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </Lines>
            </Track>
          )}
        </Viewport>
        {rollText.length > 0 && (
          <Button size="sm" variant="text" aria-pressed={paused} onClick={() => setPaused(!paused)}>
            暂停滚动
          </Button>
        )}
      </Roll>
    </Panel>
  );
}
