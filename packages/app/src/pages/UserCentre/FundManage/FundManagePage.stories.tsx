import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { fundsPaths } from '@mall/domain/contract/funds';
import { userCentrePaths } from '@mall/domain/contract/userCentre';
import {
  callsTo,
  capitalRecordsFixture,
  createFundsServer,
  pendingRecording,
  rejectedRechargeFixture,
  WRONG_WITHDRAW_CODE,
  type RecordedRequest,
} from '@mall/domain/mocks';
import { choose } from '#.storybook/choose';
import preview from '#.storybook/preview';
import { failingPage, field, loadingPage, orderStories } from '@mall/app/testing';
import { FundManagePage } from './FundManagePage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const page = orderStories(createFundsServer);

const meta = preview.meta({
  title: '页面/用户中心/资金管理 — FundManagePage',
  component: FundManagePage,
  ...page.meta('/center/userFundManage'),
});

type Canvas = ReturnType<typeof within>;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0];

/** Chooses a file in the voucher picker (a user may switch the picker to all files). */
const chooseVoucher = (dialog: Canvas, file: File) =>
  fireEvent.change(dialog.getByLabelText(/转账凭证/, { selector: 'input' }), {
    target: { files: [file] },
  });

/** The dialog open in the page (dialogs render outside the story's root). */
const dialogNamed = async (name: string) =>
  within(await within(document.body).findByRole('dialog', { name }));
const confirmation = async () => within(await within(document.body).findByRole('alertdialog'));

interface UserEvents {
  type: (e: Element, t: string) => Promise<void>;
  click: (e: Element) => Promise<void>;
}

/** Types the SMS code into the withdrawal of ¥20,000.00 and sends it after its confirm step. */
const sendWithdrawal = async (dialog: Canvas, userEvent: UserEvents, code = '123456') => {
  await userEvent.type(field(dialog, '短信验证码'), code);
  await userEvent.click(dialog.getByRole('button', { name: '提交提现' }));
  const confirm = await confirmation();
  await expect(confirm.getByText(/确认提现 ¥20,000.00/)).toBeVisible();
  await userEvent.click(confirm.getByRole('button', { name: '确认提现' }));
};

/**
 * Fills the recharge of ¥8,000.50 to 工行 (its voucher uploaded, waited for), then sends it after
 * its confirm step.
 */
const sendRecharge = async (
  dialog: Canvas,
  userEvent: UserEvents,
  requests: readonly RecordedRequest[],
) => {
  await choose(
    userEvent,
    dialog.getByRole('combobox', { name: /收款账户/ }),
    '中国工商银行佛山分行 2013 0000 1234',
  );
  await choose(userEvent, dialog.getByRole('combobox', { name: /结算方式/ }), '银行转账');
  await userEvent.type(field(dialog, '充值金额'), '8000.5');
  await userEvent.type(field(dialog, '转账流水号'), 'ICBC20260318088');
  chooseVoucher(dialog, new File([new Uint8Array(PNG)], '工行回单.png', { type: 'image/png' }));
  await waitFor(() => expect(callsTo(requests, userCentrePaths.upload)).toHaveLength(1));
  await expect(await dialog.findByText(/银行回单的照片或截图/)).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: '提交充值' }));
  const confirm = await confirmation();
  await expect(confirm.getByText(/确认已转账 ¥8,000.50/)).toBeVisible();
  await userEvent.click(confirm.getByRole('button', { name: '确认充值' }));
};

/**
 * Waits for the capital record to load again after a withdrawal, sent or refused: the page's
 * screenshot is the page at rest (a table loading again is a few pixels taller).
 */
const recordsReloaded = async (requests: readonly RecordedRequest[]) => {
  await waitFor(() =>
    expect(callsTo(requests, userCentrePaths.capitalList).length).toBeGreaterThanOrEqual(2),
  );
  await waitFor(() => expect(document.querySelector('table[aria-busy="true"]')).toBeNull());
};

/** A cell's row in the 资金记录 table. */
const rowOf = (canvas: Canvas, text: string) => {
  const row = canvas.getByRole('cell', { name: text }).closest('tr');
  if (!row) throw new Error(`no row with ${text}`);
  return within(row);
};

/**
 * An administrator: the amounts exactly, 充值 and 提现, and one record of every kind in
 * Chinese with its signed amount; only the recharge waiting for finance can be deleted.
 */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const summary = within(await canvas.findByRole('region', { name: '账户资金' }));
    await expect(summary.getByText('可用余额').nextElementSibling).toHaveTextContent(
      '¥1,500,000.50',
    );
    await expect(summary.getByText('冻结金额').nextElementSibling).toHaveTextContent('¥20,300.00');
    await expect(summary.getByText('账户总额').nextElementSibling).toHaveTextContent(
      '¥1,520,300.50',
    );
    await expect(summary.getByRole('button', { name: '充值' })).toBeEnabled();
    await expect(summary.getByRole('button', { name: '提现' })).toBeEnabled();
    const table = within(await canvas.findByRole('table', { name: '资金记录' }));
    // The table is there while its rows are still on their way.
    await table.findAllByRole('cell', { name: '充值' });
    for (const kind of [
      '充值',
      '提现',
      '竞拍保证金',
      '售后补款',
      '退款',
      '支付尾款',
      '支付差价款',
      '支付定金',
      '期初余额',
    ]) {
      await expect(table.getAllByRole('cell', { name: kind })[0]).toBeVisible();
    }
    await expect(rowOf(table, '充值').getByText('+¥50,000.00')).toBeVisible();
    await expect(rowOf(table, '充值').getByText('待确认')).toBeVisible();
    await expect(rowOf(table, '提现').getByText('冻结 ¥20,000.00')).toBeVisible();
    await expect(rowOf(table, '支付尾款').getByText('-¥45,230.70')).toBeVisible();
    await expect(table.getAllByRole('button', { name: /^删除充值记录/ })).toHaveLength(1);
  },
});

/** No movement yet: 暂无资金记录. */
export const EmptyRecords = meta.story({
  ...page.withServer({ records: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无资金记录')).toBeVisible();
  },
});

/** The kind filter asks the server for one kind, from page 1. */
export const FilterByKind = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await canvas.findByRole('table', { name: '资金记录' });
    await choose(userEvent, canvas.getByRole('combobox', { name: '类型' }), '退款');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('订单退款（DD20260312008001）')).toBeVisible();
    await expect(canvas.queryByRole('cell', { name: '期初余额' })).not.toBeInTheDocument();
    const [last] = callsTo(page.serverOf(loaded).requests, userCentrePaths.capitalList).slice(-1);
    await expect(last?.url.searchParams.get('kind')).toBe('refund');
  },
});

/** A filter nothing matches: it says so, and 清空筛选 brings back every record and empties the fields. */
export const FilteredEmpty = meta.story({
  ...page.withServer({
    records: capitalRecordsFixture.filter((record) => record.kind !== 'refund'),
  }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: '资金记录' });
    const kind = canvas.getByRole('combobox', { name: '类型' });
    await choose(userEvent, kind, '退款');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('没有符合筛选条件的资金记录')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清空筛选' }));
    await expect((await canvas.findAllByRole('cell', { name: '期初余额' }))[0]).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '类型' })).toHaveTextContent('全部类型');
  },
});

/** 保证金明细: what the frozen money is held for. */
export const Deposits = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '保证金明细' }));
    const table = within(await canvas.findByRole('table', { name: '保证金明细' }));
    await expect(await table.findByRole('cell', { name: '订单定金' })).toBeVisible();
    await expect(table.getByRole('cell', { name: '竞拍保证金' })).toBeVisible();
    await expect(table.getByRole('cell', { name: '提现待打款' })).toBeVisible();
    await expect(table.getByRole('cell', { name: '¥65,598.20' })).toBeVisible();
  },
});

/** An employee sees the account and may recharge, but is told withdrawal is the administrator's. */
export const Employee = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('提现仅限企业管理员操作')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '提现' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '充值' })).toBeVisible();
  },
});

/** Not certified: a link to 企业认证, and nothing is asked of the server. */
export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText(/完成企业认证后即可管理资金/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去认证' })).toHaveAttribute(
      'href',
      hrefTo('companyCreate'),
    );
    await expect(callsTo(page.serverOf(loaded).requests, userCentrePaths.fundInfo)).toEqual([]);
  },
});

export const Loading = meta.story(loadingPage(userCentrePaths.fundInfo));

export const ServerError = meta.story(
  failingPage(userCentrePaths.fundInfo, 500, '服务器繁忙', { msg: '服务器繁忙', retry: true }),
);

/**
 * 充值: the fields refuse what is missing and a PDF named .png; then a transfer with its voucher
 * image is confirmed and sent once with an Idempotency-Key; it shows as 待确认 in the record.
 */
export const Recharge = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '充值' }));
    const dialog = await dialogNamed('充值');
    await userEvent.click(dialog.getByRole('button', { name: '提交充值' }));
    await expect(await dialog.findByText('请输入金额')).toBeVisible();
    await expect(dialog.getByText('请选择收款账户')).toBeVisible();
    await expect(dialog.getByText('请选择结算方式')).toBeVisible();
    await expect(dialog.getByText('请上传转账凭证')).toBeVisible();
    chooseVoucher(dialog, new File(['%PDF-1.4'], '回单.png', { type: 'image/png' }));
    await expect(await dialog.findByText('请上传 JPG 或 PNG 图片')).toBeVisible();
    await sendRecharge(dialog, userEvent, page.serverOf(loaded).requests);
    await expect(await canvas.findByText('+¥8,000.50')).toBeVisible();
    const sent = callsTo(page.serverOf(loaded).requests, fundsPaths.recharge);
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.body).toEqual({
      amount: '8000.5',
      collectionAccountId: 1,
      settleStyleId: 1,
      serialNo: 'ICBC20260318088',
      voucherFileId: 701,
    });
    await expect(sent[0]?.idempotencyKey).toBeTruthy();
  },
});

/** A confirmed recharge in flight: 提交充值 is busy, and a second press sends nothing more. */
export const RechargeInFlight = meta.story({
  beforeEach({ msw, loaded }) {
    msw.use(pendingRecording('post', fundsPaths.recharge, page.serverOf(loaded).requests));
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '充值' }));
    const dialog = await dialogNamed('充值');
    const { requests } = page.serverOf(loaded);
    await sendRecharge(dialog, userEvent, requests);
    const submit = dialog.getByRole('button', { name: '提交充值' });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    // The request has arrived (sent later, it would reach the next story's server).
    await waitFor(() => expect(callsTo(requests, fundsPaths.recharge)).toHaveLength(1));
    await userEvent.click(submit);
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(callsTo(requests, fundsPaths.recharge)).toHaveLength(1);
  },
});

/** A recharge finance rejected: 已驳回 with its reason; it cannot be deleted. */
export const RejectedRecharge = meta.story({
  ...page.withServer({ records: [rejectedRechargeFixture, ...capitalRecordsFixture] }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: '资金记录' }));
    const row = within(
      (await table.findByText(/驳回原因：未查询到该笔转账，请核对流水号后重新提交/)).closest(
        'tr',
      ) ?? document.body,
    );
    await expect(row.getByText('已驳回')).toBeVisible();
    await expect(row.getByRole('button', { name: '查看转账凭证 CCB20260318002' })).toBeVisible();
    await expect(
      row.queryByRole('button', { name: '删除充值记录 CCB20260318002' }),
    ).not.toBeInTheDocument();
  },
});

/** A recharge's voucher is fetched and shown over the page. */
export const ViewVoucher = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: '查看转账凭证 ICBC20260318001' }),
    );
    const dialog = await dialogNamed('转账凭证（ICBC20260318001）');
    const image = await dialog.findByRole('img', { name: '转账凭证（ICBC20260318001）' });
    await expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await expect(
      callsTo(page.serverOf(loaded).requests, `${fundsPaths.capital}/909/voucher`),
    ).toHaveLength(1);
  },
});

/** 提现 above the available balance is refused at the field; what was typed stays. */
export const WithdrawAboveBalance = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '提现' }));
    const dialog = await dialogNamed('提现');
    await userEvent.type(field(dialog, '提现金额'), '1500000.51');
    await userEvent.type(field(dialog, '短信验证码'), '123456');
    await userEvent.click(dialog.getByRole('button', { name: '提交提现' }));
    await expect(
      await dialog.findByText('提现金额不能超过可用余额（可用 1500000.50 元）'),
    ).toBeVisible();
    await expect(field(dialog, '提现金额')).toHaveValue('1500000.51');
    await expect(callsTo(page.serverOf(loaded).requests, fundsPaths.withdraw)).toEqual([]);
  },
});

/**
 * 提现: the SMS code is asked for, sent to the administrator's own mobile, then the withdrawal is
 * confirmed and sent once with the code and an Idempotency-Key; its amount shows frozen.
 */
export const Withdraw = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '提现' }));
    const dialog = await dialogNamed('提现');
    await expect(field(dialog, '短信验证码')).toHaveAttribute('placeholder', '发送至 138****1234');
    await userEvent.type(field(dialog, '提现金额'), '20000');
    await userEvent.click(dialog.getByRole('button', { name: '提交提现' }));
    await expect(await dialog.findByText('请输入短信验证码')).toBeVisible();
    await expect(field(dialog, '提现金额')).toHaveValue('20000');
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await expect(await dialog.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    const [sms] = callsTo(page.serverOf(loaded).requests, paths.auth.sendSms);
    await expect(Object.fromEntries(sms?.url.searchParams ?? [])).toMatchObject({
      username: '13826081234',
      type: '4',
    });
    await sendWithdrawal(dialog, userEvent);
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog', { name: '提现' })).not.toBeInTheDocument(),
    );
    const sent = callsTo(page.serverOf(loaded).requests, fundsPaths.withdraw);
    await expect(sent.map(({ body }) => body)).toEqual([{ amount: '20000', smsCode: '123456' }]);
    await expect(sent[0]?.idempotencyKey).toBeTruthy();
    const summary = within(canvas.getByRole('region', { name: '账户资金' }));
    await waitFor(() =>
      expect(summary.getByText('冻结金额').nextElementSibling).toHaveTextContent('¥40,300.00'),
    );
    await recordsReloaded(page.serverOf(loaded).requests);
  },
});

/** A confirmed withdrawal in flight: the send button is busy and cannot be pressed again. */
export const WithdrawInFlight = meta.story({
  beforeEach({ msw, loaded }) {
    msw.use(pendingRecording('post', fundsPaths.withdraw, page.serverOf(loaded).requests));
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '提现' }));
    const dialog = await dialogNamed('提现');
    await userEvent.type(field(dialog, '提现金额'), '20000');
    await sendWithdrawal(dialog, userEvent);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: '提交提现' })).toHaveAttribute('aria-busy', 'true'),
    );
    // The request has arrived (sent later, it would reach the next story's server).
    const { requests } = page.serverOf(loaded);
    await waitFor(() => expect(callsTo(requests, fundsPaths.withdraw)).toHaveLength(1));
    await userEvent.click(dialog.getByRole('button', { name: '提交提现' }));
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(callsTo(requests, fundsPaths.withdraw)).toHaveLength(1);
  },
});

/**
 * The mall refuses the withdrawal's SMS code: said at the code field, not under the form; the
 * dialog stays open with the amount typed.
 */
export const WithdrawWrongCode = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '提现' }));
    const dialog = await dialogNamed('提现');
    await userEvent.type(field(dialog, '提现金额'), '20000');
    await sendWithdrawal(dialog, userEvent, WRONG_WITHDRAW_CODE);
    const code = field(dialog, '短信验证码');
    await waitFor(() => expect(code).toHaveAccessibleDescription(/验证码错误或已过期/));
    await expect(dialog.getByText('验证码错误或已过期')).toBeVisible();
    await expect(dialog.queryByRole('alert')).toBeNull();
    await expect(field(dialog, '提现金额')).toHaveValue('20000');
    await expect(callsTo(page.serverOf(loaded).requests, fundsPaths.withdraw)).toHaveLength(1);
    await recordsReloaded(page.serverOf(loaded).requests);
  },
});

/** A recharge waiting for finance is deleted after a confirm step. */
export const DeletePendingRecharge = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: '删除充值记录 ICBC20260318001' }),
    );
    const confirm = await confirmation();
    await userEvent.click(confirm.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(canvas.queryByText('+¥50,000.00')).not.toBeInTheDocument());
    await expect(callsTo(page.serverOf(loaded).requests, `${fundsPaths.capital}/909`)).toHaveLength(
      1,
    );
  },
});
