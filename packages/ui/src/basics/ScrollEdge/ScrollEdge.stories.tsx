import { useRef } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { useScrollEdge, type ScrollEdge } from './useScrollEdge.ts';

/** A list of 40 rows in a 200 px box that loads more at one end. */
function ScrollingList({ edge, onReach }: { edge: ScrollEdge; onReach: () => void }) {
  const ref = useRef<HTMLUListElement>(null);
  useScrollEdge(ref, { edge, onReach, enabled: true });
  return (
    <ul
      ref={ref}
      aria-label="列表"
      tabIndex={0}
      style={{ height: 200, overflowY: 'auto', margin: 0, width: 240 }}
    >
      {Array.from({ length: 40 }, (_, i) => (
        <li key={i} style={{ height: 20 }}>
          第 {i + 1} 行
        </li>
      ))}
    </ul>
  );
}

const meta = preview.meta({
  title: 'Components/useScrollEdge',
  component: ScrollingList,
  args: { edge: 'bottom' as const, onReach: fn() },
});

const scrollTo = (list: HTMLElement, top: number) => {
  list.scrollTop = top;
  list.dispatchEvent(new Event('scroll'));
};

/**
 * Resolves once the hook's 200 ms pause after the last scroll has ended, on any machine: the
 * hook's timer, set by that scroll, is due before this one and the page runs timers in the order
 * they fall due, however late. So checking just after that the hook did not call is no race
 * with a slow machine (which only makes both later), and no time is guessed.
 */
const afterThePause = () => new Promise((resolve) => setTimeout(resolve, 260));

/** 14 px from the end is not the end; 8 px is, once scrolling has paused 200 ms. */
export const Bottom = meta.story({
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: '列表' });
    const end = list.scrollHeight - list.clientHeight;
    scrollTo(list, end - 14);
    await afterThePause();
    await expect(args.onReach).not.toHaveBeenCalled();
    scrollTo(list, end - 8);
    await expect(args.onReach).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onReach).toHaveBeenCalledTimes(1));
  },
});

/** A chat loads its earlier messages at the top: a pause 300 px down does not, one at 8 px does. */
export const Top = meta.story({
  args: { edge: 'top' },
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: '列表' });
    scrollTo(list, 300);
    await afterThePause();
    await expect(args.onReach).not.toHaveBeenCalled();
    scrollTo(list, 8);
    await waitFor(() => expect(args.onReach).toHaveBeenCalledTimes(1));
  },
});
