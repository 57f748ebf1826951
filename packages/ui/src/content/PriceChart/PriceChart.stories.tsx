import { expect, fn, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { PriceChart } from './PriceChart.tsx';

const dates = ['2026-03-12', '2026-03-13', '2026-03-16', '2026-03-17', '2026-03-18'];
const prices = [19440, 19520, 19590, 19490, 19460];
const premiums = [350, 360, 380, 360, 350];
const money = (value: number) => `¥${value.toLocaleString('en-US')}.00`;
const changes = (values: number[]) =>
  values.map((value, i) => {
    const change = i === 0 ? 0 : value - (values[i - 1] ?? value);
    return `${change > 0 ? '+' : ''}${change}.00`;
  });

const meta = preview.meta({
  title: 'Components/PriceChart',
  component: PriceChart,
  args: {
    dates,
    series: [
      {
        code: 'A00-CJ',
        name: '长江现货 A00 铝',
        axis: 'price' as const,
        values: prices,
        prices: prices.map(money),
        changes: changes(prices),
      },
      {
        code: '6063-FS',
        name: '佛山 6063 铝棒加工费',
        axis: 'premium' as const,
        values: premiums,
        prices: premiums.map(money),
        changes: changes(premiums),
      },
    ],
    legend: [
      { code: 'A00-CJ', name: '长江现货 A00 铝', on: true },
      { code: 'A00-NH', name: '南海灵通 A00 铝', on: false },
      { code: '6063-FS', name: '佛山 6063 铝棒加工费', on: true },
    ],
    onToggle: fn(),
    label: '近一周 铝价走势',
  },
  render: (args) => (
    <div style={{ width: 1000 }}>
      <PriceChart {...args} />
    </div>
  ),
});

/** A price and a premium on two axes; the legend switches series; End reads the last day. */
export const TwoAxes = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const chart = canvas.getByRole('application', { name: '近一周 铝价走势' });
    await waitFor(() => expect(chart).toHaveAttribute('aria-busy', 'false'));
    await userEvent.click(canvas.getByRole('button', { name: '南海灵通 A00 铝' }));
    await expect(args.onToggle).toHaveBeenCalledWith('A00-NH');
    chart.focus();
    await userEvent.keyboard('{Home}');
    await expect(
      canvas.getByText(
        '2026-03-12：长江现货 A00 铝 ¥19,440.00，涨跌 0.00；佛山 6063 铝棒加工费 ¥350.00，涨跌 0.00',
      ),
    ).toBeInTheDocument();
  },
});
