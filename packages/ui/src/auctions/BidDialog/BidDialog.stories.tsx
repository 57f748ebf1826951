import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { BidDialog } from './BidDialog.tsx';

const meta = preview.meta({
  title: 'Components/BidDialog',
  component: BidDialog,
  args: {
    lotName: '6063-T5 铝棒 Φ178',
    currentPrice: '20,350.00',
    step: '50.00',
    deposit: '6,200.00',
    price: '20400.00',
    maxPrice: '',
    confirmPrices: { price: '20,400.00', maxPrice: '' },
    priceError: '',
    maxPriceError: '',
    confirming: false,
    sending: false,
    error: '',
    outcome: '',
    outcomeGood: false,
    onPriceChange: fn(),
    onMaxPriceChange: fn(),
    onSubmit: fn(),
    onBack: fn(),
    onConfirm: fn(),
    onClose: fn(),
  },
});

const dialog = () => within(document.body).findByRole('dialog', { name: /出价：/ });

/** The next valid price is offered; 出价 asks for the confirm step. */
export const Offered = meta.story({
  play: async ({ args, userEvent }) => {
    const box = within(await dialog());
    await expect(box.getByRole('textbox', { name: /出价/ })).toHaveValue('20400.00');
    await expect(box.getByText('6,200.00 元（首次出价时冻结，未中标退还）')).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: '出价' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
});

/** A price below the next valid one is refused at its field. */
export const TooLow = meta.story({
  args: { price: '20300', priceError: '出价不能低于 20,400.00 元/吨' },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole('textbox', { name: /出价/ })).toHaveAccessibleDescription(
      '出价不能低于 20,400.00 元/吨',
    );
  },
});

/** The confirm step names the price and the proxy maximum; while sending it cannot be sent again. */
export const Sending = meta.story({
  args: {
    confirming: true,
    sending: true,
    maxPrice: '21000',
    confirmPrices: { price: '20,400.00', maxPrice: '21,000' },
  },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole('alert')).toHaveTextContent(
      '确认以 20,400.00 元/吨出价（最高代理价 21,000 元/吨）？',
    );
    await expect(box.getByRole('button', { name: /确认出价/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(box.getByRole('button', { name: '返回修改' })).toBeDisabled();
  },
});

/** Someone was faster: the outcome says so. */
export const Outbid = meta.story({
  args: { outcome: '出价低于当前价，已有人出价更高', outcomeGood: false },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole('status')).toHaveTextContent('出价低于当前价，已有人出价更高');
  },
});
