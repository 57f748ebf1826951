import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { expectHostileHtmlInert, hostileHtml } from '#.storybook/hostile';
import { ArticleView } from './ArticleView.tsx';

const chart =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200"><rect width="100%" height="100%" fill="#F5F7FA"/><polyline points="40,160 180,134 320,72 460,93 600,40" fill="none" stroke="#1456C8" stroke-width="3"/></svg>',
  );

const marketHtml = [
  '<p>本周长江现货 A00 铝锭均价小幅上行，社会库存继续去化，下游补库意愿回升。</p>',
  '<h2>每日均价</h2>',
  '<table><thead><tr><th>日期</th><th>A00 均价（元/吨）</th><th>涨跌（元/吨）</th></tr></thead>',
  '<tbody><tr><td>03-16</td><td>20,060</td><td>+40</td></tr><tr><td>03-17</td><td>20,110</td><td>+50</td></tr></tbody></table>',
  `<img src="${chart}" alt="近五个交易日 A00 铝锭均价走势图" width="640" height="200">`,
  '<ul><li>消费旺季临近，库存去化有望延续；</li><li>预计下周铝价以偏强震荡为主。</li></ul>',
].join('');

const meta = preview.meta({
  title: 'Components/ArticleView',
  component: ArticleView,
  args: {
    status: 'ready' as const,
    title: '3 月第三周铝价周报：A00 现货均价与库存一览',
    meta: ['市场行情', '来源：上海有色网', '2026-03-17 04:00:00', '阅读 437'],
    html: marketHtml,
    back: <a href="#/home/modelInfo/list">返回资讯列表</a>,
    onRetry: fn(),
    onDownload: fn(),
  },
  render: (args) => (
    <div style={{ width: 960 }}>
      <ArticleView {...args} />
    </div>
  ),
});

/** An article with a table, a described chart and a list. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('article', { name: '3 月第三周铝价周报：A00 现货均价与库存一览' }),
    ).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: '近五个交易日 A00 铝锭均价走势图' }),
    ).toBeVisible();
    await expect(canvas.getByText('来源：上海有色网')).toBeVisible();
  },
});

const invoicePage = {
  title: '发票说明',
  meta: ['更新于 2026-03-06 10:00:00'],
  html: '<p>确认收货后，可在“待开票”中申请开具增值税专用发票。</p>',
  back: undefined,
  attachments: [
    { key: '/template/invoice-info.csv', label: '开票资料模板', fileName: '开票资料模板.csv' },
  ],
};

/** A help page offering a file: the button names the file and reports its key. */
export const WithAttachments = meta.story({
  args: invoicePage,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: '附件下载' })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: '下载开票资料模板（开票资料模板.csv）' }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith('/template/invoice-info.csv');
  },
});

/** While a file downloads, its button spins and ignores presses. */
export const Downloading = meta.story({
  args: {
    ...invoicePage,
    downloading: '/template/invoice-info.csv',
  },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: '下载开票资料模板（开票资料模板.csv）' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
});

/** A question's plain text instead of HTML. */
export const PlainText = meta.story({
  args: {
    title: '铝卷可以按要求分条吗？',
    meta: ['赵** 提问于 2026-03-17 04:00:00'],
    html: undefined,
    children: '需要 1060 铝卷分条成 200 mm 宽。\n交期希望一周内。',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/需要 1060 铝卷分条/)).toBeVisible();
  },
});

/** Hostile server HTML renders as text: no script, handler or javascript: link survives. */
export const HostileHtml = meta.story({
  args: {
    title: '安全提示：警惕冒充平台客服的钓鱼链接',
    meta: ['平台公告'],
    html: hostileHtml,
  },
  play: async ({ canvasElement }) => {
    await expectHostileHtmlInert(canvasElement);
  },
});

export const Loading = meta.story({
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
  },
});

export const ServerError = meta.story({
  args: { status: 'error', errorMessage: '资讯不存在' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('资讯不存在');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});
