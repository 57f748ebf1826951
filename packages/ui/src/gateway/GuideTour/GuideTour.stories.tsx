import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ClipboardList, Gavel, ReceiptText, ShieldCheck, Store } from 'lucide-react';
import preview from '#.storybook/preview';
import { GuideTour, type GuideStep } from './GuideTour.tsx';

const steps: readonly GuideStep[] = [
  {
    title: '现货商城',
    description: '搜索铝锭、铝板、铝卷、型材、铝箔现货，按牌号、状态、厚度和仓库筛选。',
    href: '#/home/modelStore/search',
    icon: <Store size={32} strokeWidth={1.5} />,
  },
  {
    title: '询价求购',
    description: '找不到合适的货？发布求购需求，供应商报价后在线比价下单。',
    href: '#/home/modelDemand/query',
    icon: <ClipboardList size={32} strokeWidth={1.5} />,
  },
  {
    title: '订单与支付',
    description: '在订单中心跟踪备货、付款、发货、收货和开票，每个阶段都有待办提醒。',
    href: '#/center/orderAllOrder',
    icon: <ReceiptText size={32} strokeWidth={1.5} />,
  },
  {
    title: '竞拍专场',
    description: '限时竞拍库存好货，出价实时更新，中标后在“我的竞拍”确认订单。',
    href: '#/home/modelAuction/1',
    icon: <Gavel size={32} strokeWidth={1.5} />,
  },
  {
    title: '企业认证',
    description: '认证后查看价格并下单。',
    href: '#/center/userInfo/companyCreate',
    icon: <ShieldCheck size={32} strokeWidth={1.5} />,
  },
];

const meta = preview.meta({
  title: 'Components/GuideTour',
  component: GuideTour,
  args: { steps, onStepChange: fn(), onFinish: fn(), onSkip: fn() },
  decorators: [(Story) => <div style={{ width: 720 }}>{Story()}</div>],
});

/** The first step: 上一步 does nothing yet; 下一步 and 上一步 walk through the areas. */
export const FirstStep = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: '新手引导' })).toBeVisible();
    await expect(canvas.getByText('第 1 / 5 步')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '现货商城' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去看看' })).toHaveAttribute(
      'href',
      '#/home/modelStore/search',
    );
    const back = canvas.getByRole('button', { name: '上一步' });
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(back);
    await expect(args.onStepChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText('第 2 / 5 步')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '询价求购' })).toBeVisible();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('询价求购');

    await userEvent.click(back);
    await expect(args.onStepChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByText('第 1 / 5 步')).toBeVisible();
    await expect(back).toHaveFocus();
  },
});

/** ← and → move between steps from anywhere in the guide; the focus stays where it was. */
export const KeyboardNavigation = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '跳过' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByText('第 3 / 5 步')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '订单与支付' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByText('第 2 / 5 步')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByText('第 1 / 5 步')).toBeVisible();
    await expect(args.onStepChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByRole('button', { name: '跳过' })).toHaveFocus();

    const next = canvas.getByRole('button', { name: '下一步' });
    next.focus();
    await userEvent.keyboard('{Enter}{Enter}{Enter}{Enter}');
    await expect(canvas.getByText('第 5 / 5 步')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '完成' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('第 5 / 5 步')).toBeVisible();
    await expect(args.onFinish).not.toHaveBeenCalled();
  },
});

/** The last step: 企业认证, and 完成 ends the guide. */
export const LastStep = meta.story({
  args: { defaultStep: 4 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('第 5 / 5 步')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '企业认证' })).toBeVisible();
    await expect(canvas.getByText('认证后查看价格并下单。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '下一步' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '完成' }));
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    await expect(args.onSkip).not.toHaveBeenCalled();
  },
});

export const Skip = meta.story({
  args: { defaultStep: 2 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('第 3 / 5 步')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '跳过' }));
    await expect(args.onSkip).toHaveBeenCalledTimes(1);
    await expect(args.onFinish).not.toHaveBeenCalled();
  },
});

/** The page keeps the step (e.g. in the URL); the guide shows what it is given. */
export const Controlled = meta.story({
  args: { step: 3 },
  render: function Render(args) {
    const [step, setStep] = useState(args.step);
    const handleStepChange = (next: number) => {
      setStep(next);
      args.onStepChange?.(next);
    };
    return <GuideTour {...args} step={step} onStepChange={handleStepChange} />;
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('第 4 / 5 步')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '竞拍专场' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByText('第 5 / 5 步')).toBeVisible();
  },
});
