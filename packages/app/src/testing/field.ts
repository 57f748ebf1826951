import type { within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The visible input labelled exactly `label` (after the required mark *): not the 显示密码
 * toggle, and not the same field of a login tab that is hidden.
 */
export const field = (canvas: Canvas, label: string): HTMLElement => {
  const inputs = canvas.getAllByLabelText(new RegExp(`^\\*?\\s*${escape(label)}$`), {
    selector: 'input',
  });
  const visible = inputs.find((input: HTMLElement) => input.getClientRects().length > 0);
  if (!visible) throw new Error(`no visible input labelled ${label}`);
  return visible;
};
