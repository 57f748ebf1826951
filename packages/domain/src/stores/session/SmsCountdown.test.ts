import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultHandlers, fail, httpStatus } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { recordRequests, setupTestServer } from '../../test-support/server.ts';
import { createSmsCountdown } from './SmsCountdown.ts';

const server = setupTestServer(...defaultHandlers);
const SEND_SMS = '/user/sendSms';
const MOBILE = '15038719753';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function countdown() {
  const { env, root } = createTestRoot({ path: '/gateway/register' });
  return { env, sms: root.create(createSmsCountdown) };
}

const state = (sms: ReturnType<typeof countdown>['sms']) => ({
  secondsLeft: sms.secondsLeft,
  canSend: sms.canSend,
  sending: sms.sending,
  label: sms.label,
});

describe('SmsCountdown', () => {
  it('starts idle with 获取验证码', () => {
    const { sms } = countdown();
    expect(state(sms)).toEqual({
      secondsLeft: 0,
      canSend: true,
      sending: false,
      label: '获取验证码',
    });
  });

  it('sends the code, then counts down 60 s and offers 重新获取', async () => {
    const requests = recordRequests(server);
    const { env, sms } = countdown();
    const sending = sms.send(MOBILE, 2);
    expect([sms.sending, sms.canSend]).toEqual([true, false]);
    await expect(sending).resolves.toBe(true);
    expect(requests).toEqual(['GET /api/csr/user/sendSms']);
    expect(env.notifications).toEqual([{ type: 'success', message: '验证码已发送' }]);
    expect(state(sms)).toEqual({
      secondsLeft: 60,
      canSend: false,
      sending: false,
      label: '60 秒后重发',
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sms.label).toBe('59 秒后重发');
    await vi.advanceTimersByTimeAsync(58_000);
    expect([sms.secondsLeft, sms.label, sms.canSend]).toEqual([1, '1 秒后重发', false]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(state(sms)).toEqual({
      secondsLeft: 0,
      canSend: true,
      sending: false,
      label: '重新获取',
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refuses to send while sending or counting down', async () => {
    const requests = recordRequests(server);
    const { sms } = countdown();
    const first = sms.send(MOBILE, 1);
    await expect(sms.send(MOBILE, 1)).resolves.toBe(false);
    await first;
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(sms.send(MOBILE, 1)).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(sms.send(MOBILE, 1)).resolves.toBe(true);
    expect(requests).toHaveLength(2);
    expect(sms.secondsLeft).toBe(60);
  });

  it('starts no countdown when the server refuses', async () => {
    server.use(fail(SEND_SMS, 500, '发送过于频繁，请稍后再试'));
    const { env, sms } = countdown();
    await expect(sms.send(MOBILE, 1)).resolves.toBe(false);
    expect(env.notifications).toEqual([{ type: 'error', message: '发送过于频繁，请稍后再试' }]);
    expect(state(sms)).toEqual({
      secondsLeft: 0,
      canSend: true,
      sending: false,
      label: '获取验证码',
    });
  });

  it('starts no countdown on an HTTP error', async () => {
    server.use(httpStatus(SEND_SMS, 503));
    const { sms } = countdown();
    await expect(sms.send(MOBILE, 1)).resolves.toBe(false);
    expect([sms.secondsLeft, sms.canSend]).toEqual([0, true]);
  });

  it.each([
    [409, '该手机号已注册', '该手机号已注册'],
    [502, '', '网络错误'],
  ])('shows the silent body %i itself', async (code, msg, message) => {
    server.use(fail(SEND_SMS, code, msg));
    const { env, sms } = countdown();
    await sms.send(MOBILE, 2);
    expect(env.notifications).toEqual([{ type: 'error', message }]);
    expect(sms.secondsLeft).toBe(0);
  });

  it('stops counting when disposed', async () => {
    const { sms } = countdown();
    await sms.send(MOBILE, 1);
    await vi.advanceTimersByTimeAsync(5000);
    sms.dispose();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sms.secondsLeft).toBe(55);
  });

  it('starts no timer for a send that succeeds after dispose', async () => {
    const { sms } = countdown();
    const sending = sms.send(MOBILE, 1);
    sms.dispose();
    await sending;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is one per form', async () => {
    const { root } = createTestRoot({ path: '/gateway/register' });
    const [register, login] = [root.create(createSmsCountdown), root.create(createSmsCountdown)];
    await register.send(MOBILE, 2);
    expect([register.canSend, login.canSend]).toEqual([false, true]);
  });
});
