import type { within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input labelled exactly `label` (after the required mark *), not the 显示密码 toggle. */
export const field = (canvas: Canvas, label: string) =>
  canvas.getByLabelText(new RegExp(`^\\*?\\s*${escape(label)}$`), { selector: 'input' });
