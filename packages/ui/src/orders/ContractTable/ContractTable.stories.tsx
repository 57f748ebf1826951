import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../../basics/Button/Button.tsx';
import { Empty } from '../../basics/Empty/Empty.tsx';
import { expectEmpty, loadingState, serverErrorWith, withArgs } from '../../storyStates.ts';
import { ContractTable, type ContractRow } from './ContractTable.tsx';

const rows: ContractRow[] = [
  {
    key: 70001,
    contractNo: 'HT000000027001',
    orderNo: 'DD20260318027001',
    poNo: 'PO-2026-0042',
    delivery: '配送：广东省 佛山市 南海区 狮山镇松岗工业大道 12 号（陈志强 13800000001）',
    amount: '¥117,250.00',
    createdAt: '2026-03-18 08:15:00',
    status: '已上传盖章合同',
    actions: (
      <Button variant="text" size="sm">
        查看合同
      </Button>
    ),
  },
  {
    key: 70002,
    contractNo: 'HT000000027002',
    orderNo: 'DD20260317027002',
    poNo: '—',
    delivery: '自提',
    amount: '¥217,156.56',
    createdAt: '2026-03-17 09:15:00',
    status: '平台合同',
    actions: (
      <Button variant="text" size="sm">
        查看合同
      </Button>
    ),
  },
];

const meta = preview.meta({
  title: 'Components/ContractTable',
  component: ContractTable,
  args: { rows, onRetry: fn() },
});

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '历史合同' });
    await expect(table).toHaveTextContent('HT000000027002');
    await expect(table).toHaveTextContent('已上传盖章合同');
    await expect(table).toHaveTextContent('¥217,156.56');
    // The order's 采购单号 and 交货方式 beside its number.
    const [, first] = canvas.getAllByRole('row');
    await expect(first).toHaveTextContent(
      'DD20260318027001PO-2026-0042配送：广东省 佛山市 南海区 狮山镇松岗工业大道 12 号（陈志强 13800000001）',
    );
  },
});

export const Loading = meta.story(withArgs(loadingState, { rows: [] }));

export const ServerError = meta.story(withArgs(serverErrorWith('服务器端出错'), { rows: [] }));

export const EmptyList = meta.story({
  args: { rows: [], empty: <Empty description="暂无历史合同" /> },
  play: expectEmpty('暂无历史合同'),
});
