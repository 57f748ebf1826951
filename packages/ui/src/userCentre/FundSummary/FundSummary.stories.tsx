import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../../basics/Button/Button.tsx';
import { FundSummary } from './FundSummary.tsx';

const meta = preview.meta({
  title: 'Components/FundSummary',
  component: FundSummary,
  args: {
    figures: [
      { label: '可用余额', value: '¥1,500,000.50' },
      { label: '冻结金额', value: '¥20,300.00', hint: '竞拍保证金、待打款的提现' },
      { label: '账户总额', value: '¥1,520,300.50', hint: '可用余额 + 冻结金额' },
    ],
    actions: (
      <>
        <Button variant="primary">充值</Button>
        <Button>提现</Button>
      </>
    ),
  },
});

/** The amounts as label and value, the available one first, with the account's actions. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: '账户资金' });
    await expect(summary).toHaveTextContent('可用余额¥1,500,000.50');
    await expect(canvas.getByText('冻结金额').nextElementSibling).toHaveTextContent('¥20,300.00');
    await expect(canvas.getByRole('button', { name: '提现' })).toBeVisible();
  },
});
