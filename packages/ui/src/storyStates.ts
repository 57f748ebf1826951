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

/** A failed load with the client's `message` and 重试, which loads again. */
export const serverErrorWith = (message: string) => ({
  args: { error: message },
  play: async ({ args, canvas, userEvent }: PlayContext) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});

/** A failed load: the client's message and 重试, which loads again. */
export const serverErrorState = serverErrorWith('服务器错误');

/** A shared state with more args, e.g. an empty `rows` for a table's loading state. */
export const withArgs = <State extends { args: object }, Args extends object>(
  state: State,
  args: Args,
) => ({ ...state, args: { ...state.args, ...args } });

/** A play that expects the empty state's sentence, e.g. 暂无资讯. */
export const expectEmpty =
  (text: string) =>
  async ({ canvas }: Pick<PlayContext, 'canvas'>) => {
    await expect(canvas.getByText(text)).toBeVisible();
  };
