import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { OrderRemarkField } from './OrderRemarkField.tsx';

const meta = preview.meta({
  title: 'Components/OrderRemarkField',
  component: OrderRemarkField,
});

/** Empty: optional, with the count of the 200 characters allowed. */
export const Default = meta.story({
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: '备注' });
    await expect(field).toHaveAttribute('placeholder', '选填，最多 200 个字');
    await userEvent.type(field, '不需要了');
    await expect(canvas.getByText('4/200')).toBeInTheDocument();
  },
});
