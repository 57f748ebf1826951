// Story states that many list components share: the plays check what the common Skeleton,
// Empty and ErrorState show, so each component's stories only say how to get there.
import { expect, type userEvent, type within } from 'storybook/test';

/** What the shared plays use of a story's context. */
interface PlayContext {
  canvas: ReturnType<typeof within>;
  userEvent: ReturnType<typeof userEvent.setup>;
  args: { onRetry?: () => void };
}

/** Loading: the list is announced as 加载中. */
export const loadingState = {
  args: { loading: true },
  play: async ({ canvas }: Pick<PlayContext, 'canvas'>) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
  },
};

/** A failed load: the client's message and 重试, which loads again. */
export const serverErrorState = {
  args: { error: '服务器错误' },
  play: async ({ args, canvas, userEvent }: PlayContext) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务器错误');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A play that expects the empty state's sentence, e.g. 暂无资讯. */
export const expectEmpty =
  (text: string) =>
  async ({ canvas }: Pick<PlayContext, 'canvas'>) => {
    await expect(canvas.getByText(text)).toBeVisible();
  };
