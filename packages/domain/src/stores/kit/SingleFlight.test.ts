import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/index.ts';
import { SingleFlight } from './SingleFlight.ts';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const refused = () => new ApiError('余额不足', { code: 400, kind: 'business', silent: false });

/** A flight whose sends wait for the test, recording each send's args and key. */
function recorded() {
  const sends: {
    args: { ids: number[] };
    key: string;
    answer: ReturnType<typeof deferred<string>>;
  }[] = [];
  const flight = new SingleFlight<{ ids: number[] }, string>((args, key) => {
    const answer = deferred<string>();
    sends.push({ args, key, answer });
    return answer.promise;
  });
  return { flight, sends };
}

describe('SingleFlight', () => {
  it('goes idle → pending → done with the result', async () => {
    const { flight, sends } = recorded();
    expect([flight.status, flight.pending, flight.result]).toEqual(['idle', false, null]);
    const running = flight.run({ ids: [1] });
    expect([flight.status, flight.pending]).toEqual(['pending', true]);
    sends[0]?.answer.resolve('ok');
    await expect(running).resolves.toBe('ok');
    expect([flight.status, flight.result, flight.error]).toEqual(['done', 'ok', '']);
  });

  it('refuses a second run while one is in flight: nothing is sent', async () => {
    const { flight, sends } = recorded();
    const first = flight.run({ ids: [1] });
    await expect(flight.run({ ids: [1] })).resolves.toBeNull();
    expect(sends).toHaveLength(1);
    sends[0]?.answer.resolve('ok');
    await first;
  });

  it('keeps the key after a failure and reuses it for the same args', async () => {
    const { flight, sends } = recorded();
    const first = flight.run({ ids: [1, 2] });
    sends[0]?.answer.reject(refused());
    await expect(first).resolves.toBeNull();
    expect([flight.status, flight.error]).toEqual(['failed', '余额不足']);
    const retry = flight.run({ ids: [1, 2] });
    expect(sends[1]?.key).toBe(sends[0]?.key);
    expect(flight.error).toBe('');
    sends[1]?.answer.resolve('ok');
    await retry;
  });

  it.each([
    ['a time-out', new ApiError('请求超时', { code: 408, kind: 'timeout', silent: false })],
    ['a dropped connection', new ApiError('网络错误', { code: 0, kind: 'network', silent: false })],
    ['a gateway time-out', new ApiError('网络超时', { code: 504, kind: 'http', silent: false })],
  ])('says plainly after %s that the outcome is unknown and a retry is safe', async (_, lost) => {
    const { flight, sends } = recorded();
    const first = flight.run({ ids: [7] });
    sends[0]?.answer.reject(lost);
    await first;
    expect(flight.outcomeUnknown).toBe(true);
    expect(flight.error).toBe(
      '没有收到结果，无法确认是否已成功。再次提交不会重复付款或重复提交：系统会按第一次的结果处理。',
    );
    const retry = flight.run({ ids: [7] });
    expect(flight.outcomeUnknown).toBe(false);
    expect(sends[1]?.key).toBe(sends[0]?.key);
    sends[1]?.answer.resolve('ok');
    await retry;
  });

  it('reloads what the action changes after a failed attempt', async () => {
    let reloads = 0;
    const answers = [refused(), null];
    const flight = new SingleFlight<number, string>(
      () => {
        const failure = answers.shift();
        return failure ? Promise.reject(failure) : Promise.resolve('ok');
      },
      {
        afterFailure: () => {
          reloads += 1;
        },
      },
    );
    await flight.run(1);
    expect([flight.status, flight.outcomeUnknown, reloads]).toEqual(['failed', false, 1]);
    await flight.run(1);
    expect([flight.status, reloads]).toEqual(['done', 1]);
  });

  it('reloads nothing for a failure arriving after reset', async () => {
    let reloads = 0;
    const answer = deferred<string>();
    const flight = new SingleFlight<number, string>(() => answer.promise, {
      afterFailure: () => {
        reloads += 1;
      },
    });
    const run = flight.run(1);
    flight.reset();
    answer.reject(refused());
    await expect(run).resolves.toBeNull();
    expect([flight.status, flight.error, reloads]).toEqual(['idle', '', 0]);
  });

  it.each([
    ['other args after a failure', true],
    ['the same args after a success', false],
  ])('makes a new key for %s', async (_, failFirst) => {
    const { flight, sends } = recorded();
    const first = flight.run({ ids: [1] });
    if (failFirst) sends[0]?.answer.reject(refused());
    else sends[0]?.answer.resolve('ok');
    await first;
    const second = flight.run(failFirst ? { ids: [2] } : { ids: [1] });
    expect(sends[1]?.key).toEqual(expect.any(String));
    expect(sends[1]?.key).not.toBe(sends[0]?.key);
    sends[1]?.answer.resolve('ok');
    await second;
  });

  it('forgets the kept key on reset, and drops a result arriving after it', async () => {
    const { flight, sends } = recorded();
    const first = flight.run({ ids: [1] });
    sends[0]?.answer.reject(refused());
    await first;
    flight.reset();
    const second = flight.run({ ids: [1] });
    expect(sends[1]?.key).not.toBe(sends[0]?.key);
    flight.reset();
    sends[1]?.answer.resolve('late');
    await expect(second).resolves.toBeNull();
    expect([flight.status, flight.result]).toEqual(['idle', null]);
  });

  it('throws on anything but an ApiError, so bugs are not hidden', async () => {
    const { flight, sends } = recorded();
    const running = flight.run({ ids: [1] });
    sends[0]?.answer.reject(new TypeError('x is undefined'));
    await expect(running).rejects.toThrow(TypeError);
    expect(flight.status).toBe('failed');
  });
});
