/**
 * The text of the "send SMS code" button: 获取验证码 before the first send, the seconds left
 * while the resend wait runs, 重新获取 once it is over.
 */
export function smsButtonLabel(secondsLeft: number, sentBefore: boolean): string {
  if (secondsLeft > 0) return `${secondsLeft} 秒后重发`;
  return sentBefore ? '重新获取' : '获取验证码';
}
