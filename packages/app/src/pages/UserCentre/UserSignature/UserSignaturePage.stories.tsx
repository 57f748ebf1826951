import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import { signaturePaths } from '@mall/domain/contract/signature';
import {
  callsTo,
  createSignatureServer,
  sealFixture,
  signatureRecordsFixture,
} from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { failingPage, field, loadingPage, orderStories } from '@mall/app/testing';
import type { AppLoaded } from '@mall/app/testing';
import { UserSignaturePage } from './UserSignaturePage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const page = orderStories(createSignatureServer);

const meta = preview.meta({
  title: '页面/用户中心/电子签章 — UserSignaturePage',
  component: UserSignaturePage,
  ...page.meta('/center/userSignature'),
});

const opensOf = (loaded: Record<string, unknown>) =>
  callsTo(page.serverOf(loaded).requests, signaturePaths.seal).filter(
    ({ method }) => method === 'POST',
  );

/** Not opened: the administrator is offered 开通电子签章; no record yet. */
export const NotOpened = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: '电子签章未开通' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '开通电子签章' })).toBeVisible();
    await expect(
      await canvas.findByText('暂无签署记录，可在历史合同中使用电子签章签署合同'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '前往历史合同' })).toHaveAttribute(
      'href',
      hrefTo('orderHistory'),
    );
  },
});

/**
 * Opening: nothing typed shows every field's message; a long name, a wrong mobile and a short
 * code are refused at their fields; fixed, the code is sent to the administrator's mobile and the
 * opening is sent once, with an Idempotency-Key: the seal's image and the signer show.
 */
export const Open = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '开通电子签章' }));
    await userEvent.click(await canvas.findByRole('button', { name: '确认开通' }));
    for (const message of ['请输入签署人姓名', '请输入手机号', '请输入短信验证码']) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await userEvent.type(field(canvas, '签署人姓名'), '王'.repeat(21));
    await userEvent.type(field(canvas, '签署人手机号'), '1391234');
    await userEvent.type(field(canvas, '短信验证码'), '12');
    await userEvent.click(canvas.getByRole('button', { name: '确认开通' }));
    await expect(await canvas.findByText('姓名不能超过 20 个字')).toBeVisible();
    await expect(canvas.getByText('请输入正确的 11 位手机号')).toBeVisible();
    await expect(canvas.getByText('请输入 6 位数字验证码')).toBeVisible();
    await expect(opensOf(loaded)).toEqual([]);

    await userEvent.clear(field(canvas, '签署人姓名'));
    await userEvent.type(field(canvas, '签署人姓名'), '王海峰');
    await userEvent.clear(field(canvas, '签署人手机号'));
    await userEvent.type(field(canvas, '签署人手机号'), '13912345678');
    await expect(canvas.getByText('开通验证码将发送至企业管理员手机 138****1234')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    await userEvent.clear(field(canvas, '短信验证码'));
    await userEvent.type(field(canvas, '短信验证码'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '确认开通' }));
    await expect(
      await canvas.findByRole('img', { name: '佛山市南海区鑫铝金属材料有限公司电子签章' }),
    ).toBeVisible();
    await expect(canvas.getByText('139****5678')).toBeVisible();
    const sent = opensOf(loaded);
    await expect(sent.map(({ body }) => body)).toEqual([
      { signerName: '王海峰', signerMobile: '13912345678', smsCode: '123456' },
    ]);
    await expect(sent[0]?.idempotencyKey).toBeTruthy();
    await expect((loaded as AppLoaded).env.notifications).toContainEqual({
      type: 'success',
      message: '电子签章开通成功',
    });
  },
});

/** A wrong code is refused: the reason shows and what was typed stays. */
export const WrongCode = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '开通电子签章' }));
    await userEvent.type(field(canvas, '签署人姓名'), '王海峰');
    await userEvent.type(field(canvas, '签署人手机号'), '13912345678');
    await userEvent.type(field(canvas, '短信验证码'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: '确认开通' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('验证码错误或已过期');
    await expect(field(canvas, '签署人姓名')).toHaveValue('王海峰');
    await expect(field(canvas, '签署人手机号')).toHaveValue('13912345678');
  },
});

/** The opening in flight: 确认开通 is busy and a second press sends nothing more. */
export const OpeningInFlight = meta.story({
  ...page.withServer({ hang: 'open' }),
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '开通电子签章' }));
    await userEvent.type(field(canvas, '签署人姓名'), '王海峰');
    await userEvent.type(field(canvas, '签署人手机号'), '13912345678');
    await userEvent.type(field(canvas, '短信验证码'), '123456');
    const send = canvas.getByRole('button', { name: '确认开通' });
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(send);
    // The button is busy before the request reaches the mock server: wait for it to arrive.
    await waitFor(() => expect(opensOf(loaded)).toHaveLength(1));
  },
});

/**
 * Opened: the seal's image and the signer (mobile masked); the records page by 10, and 下载
 * saves the signed PDF, 查看 opens it in a new tab.
 */
export const Opened = meta.story({
  ...page.withServer({ seal: sealFixture, records: signatureRecordsFixture }),
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(
      await canvas.findByRole('img', { name: '佛山市南海区鑫铝金属材料有限公司电子签章' }),
    ).toBeVisible();
    await expect(canvas.getByText('138****0001')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '开通电子签章' })).not.toBeInTheDocument();
    const table = within(await canvas.findByRole('table', { name: '签署记录' }));
    await expect(await table.findByText('HT20260310800')).toBeVisible();
    await expect(table.getAllByRole('row')).toHaveLength(11);
    await userEvent.click(table.getByRole('button', { name: '下载 HT20260310800' }));
    await waitFor(() =>
      expect((loaded as AppLoaded).env.savedFiles.map((file) => file.fileName)).toEqual([
        '销售合同-70001-已签署.pdf',
      ]),
    );
    const tab = { close: fn(), location: { href: '' } };
    const open = spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    try {
      await userEvent.click(table.getByRole('button', { name: '查看 HT20260310799' }));
      await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
    } finally {
      open.mockRestore();
    }
  },
});

/** An employee sees the state and the records, and why they cannot open the seal. */
export const Employee = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('status', { name: '电子签章未开通' })).toHaveTextContent(
      '开通电子签章仅限企业管理员操作，请联系企业管理员。',
    );
    await expect(canvas.queryByRole('button', { name: '开通电子签章' })).not.toBeInTheDocument();
    await expect(opensOf(loaded)).toEqual([]);
  },
});

export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText(/完成企业认证后即可开通电子签章/)).toBeVisible();
    await expect(callsTo(page.serverOf(loaded).requests, signaturePaths.seal)).toEqual([]);
  },
});

export const Loading = meta.story(loadingPage(signaturePaths.seal));

export const ServerError = meta.story(
  failingPage(signaturePaths.seal, 500, '服务器繁忙', { msg: '服务器繁忙', retry: true }),
);
