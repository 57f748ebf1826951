import { describe, expect, it } from 'vitest';
import { smsButtonLabel } from './sms.ts';

describe('smsButtonLabel', () => {
  it.each<[number, boolean, string]>([
    [0, false, '获取验证码'],
    [60, true, '60 秒后重发'],
    [1, true, '1 秒后重发'],
    [0, true, '重新获取'],
  ])('with %i s left (sent before: %s) says %j', (secondsLeft, sentBefore, label) => {
    expect(smsButtonLabel(secondsLeft, sentBefore)).toBe(label);
  });
});
