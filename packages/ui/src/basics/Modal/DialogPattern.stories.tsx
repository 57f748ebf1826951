import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { DialogActions } from './DialogActions.tsx';
import { FormDialog } from './FormDialog.tsx';
import { Modal } from './Modal.tsx';

/**
 * 规范/对话框: the one dialog pattern every dialog follows. The footer is right-aligned, 取消
 * comes before the primary action, every dialog can be cancelled (取消, Esc, ×), a destructive
 * action is a danger button whose text names it (确定删除, 确定取消) and a row's 删除 is a red
 * text button, not a solid one. Questions end with a full-width question mark (？).
 */
const meta = preview.meta({
  title: '规范/对话框',
  args: { onConfirm: fn(), onCancel: fn() },
});

/** The footer's buttons, in their order on screen. */
const footerButtons = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-label') !== '关闭')
    .map((button) => ({ name: button.textContent, variant: button.dataset.variant }));

/** A question: 取消 then 确定, right-aligned; Esc or 取消 backs out. */
export const Confirm = meta.story({
  render: (args) => (
    <ConfirmDialog
      title="确认支付"
      content="确认支付 ¥15,843.32？"
      confirmText="确认支付"
      trigger={<Button>去支付</Button>}
      onConfirm={args.onConfirm}
      onCancel={args.onCancel}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '去支付' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认支付' });
    await expect(dialog).toHaveAccessibleDescription('确认支付 ¥15,843.32？');
    await expect(footerButtons(dialog)).toEqual([
      { name: '取消', variant: 'default' },
      { name: '确认支付', variant: 'primary' },
    ]);
  },
});

/** A destructive question: the confirm is a danger button that names what is lost. */
export const Destructive = meta.story({
  render: (args) => (
    <ConfirmDialog
      title="删除收货地址"
      content="确定删除收货地址「广东省佛山市南海区桂城街道 1 号」吗？删除后不能恢复。"
      confirmText="确定删除"
      danger
      trigger={<Button variant="dangerText">删除</Button>}
      onConfirm={args.onConfirm}
      onCancel={args.onCancel}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const row = canvas.getByRole('button', { name: '删除' });
    await expect(row).toHaveAttribute('data-variant', 'dangerText');
    await userEvent.click(row);
    const dialog = await screen.findByRole('alertdialog', { name: '删除收货地址' });
    await expect(footerButtons(dialog)).toEqual([
      { name: '取消', variant: 'default' },
      { name: '确定删除', variant: 'danger' },
    ]);
  },
});

/** A form in a dialog: its number, the fields, 取消 then the (danger) primary. */
export const FormWithDanger = meta.story({
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <FormDialog
        title="取消订单"
        open={open}
        onOpenChange={setOpen}
        orderNo="DD202611280001"
        confirmText="确定取消"
        danger
        pending={false}
        onConfirm={args.onConfirm}
      >
        <p>取消后订单不能恢复，已付定金按规则退回企业账户。</p>
      </FormDialog>
    );
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: '取消订单' });
    await expect(footerButtons(dialog)).toEqual([
      { name: '取消', variant: 'default' },
      { name: '确定取消', variant: 'danger' },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
});

/** Any other dialog (充值, 智能识别, 签署): DialogActions gives it 取消 before its primary. */
export const AnyDialog = meta.story({
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <Modal
        title="智能识别"
        size="md"
        open={open}
        onOpenChange={setOpen}
        footer={
          <DialogActions onCancel={() => setOpen(false)}>
            <Button variant="primary" onClick={args.onConfirm}>
              开始识别
            </Button>
          </DialogActions>
        }
      >
        <p>粘贴采购清单，每行一条。</p>
      </Modal>
    );
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: '智能识别' });
    await expect(footerButtons(dialog)).toEqual([
      { name: '取消', variant: 'default' },
      { name: '开始识别', variant: 'primary' },
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
});
