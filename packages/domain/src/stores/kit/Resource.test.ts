import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/index.ts';
import { Resource } from './Resource.ts';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('Resource', () => {
  it('goes idle → loading → ready with the data', async () => {
    const answer = deferred<number>();
    const resource = new Resource(() => answer.promise);
    expect([resource.status, resource.data]).toEqual(['idle', null]);
    const loading = resource.load();
    expect(resource.status).toBe('loading');
    answer.resolve(3);
    await loading;
    expect([resource.status, resource.data]).toEqual(['ready', 3]);
  });

  it('refreshes behind what is shown: ready with the old data until the new answer, kept on a failure', async () => {
    const answers = [deferred<number>(), deferred<number>(), deferred<number>()];
    let call = 0;
    const resource = new Resource(() => answers[call++]?.promise ?? Promise.resolve(0));
    const first = resource.refresh();
    expect(resource.status).toBe('loading');
    answers[0]?.resolve(1);
    await first;
    const second = resource.refresh();
    expect([resource.status, resource.data]).toEqual(['ready', 1]);
    answers[1]?.resolve(2);
    await second;
    expect([resource.status, resource.data]).toEqual(['ready', 2]);
    const third = resource.refresh();
    answers[2]?.reject(new ApiError('服务器端出错', { code: 500, kind: 'http', silent: false }));
    await third;
    expect([resource.status, resource.data]).toEqual(['ready', 2]);
  });

  it('keeps the data an answer repeats when asked to, by load and by refresh', async () => {
    let answer = { rows: [{ id: 1 }, { id: 2 }] };
    const resource = new Resource(() => Promise.resolve(structuredClone(answer)), {
      keepEqual: true,
    });
    await resource.load();
    const shown = resource.data;
    await resource.load();
    expect(resource.data).toBe(shown);
    answer = { rows: [{ id: 1 }, { id: 3 }] };
    await resource.refresh();
    expect(resource.data).toEqual(answer);
    expect(resource.data?.rows[0]).toBe(shown?.rows[0]);
  });

  it('sets error on an ApiError without rethrowing it', async () => {
    const resource = new Resource<number>(() =>
      Promise.reject(new ApiError('服务器端出错', { code: 500, kind: 'http', silent: false })),
    );
    await expect(resource.load()).resolves.toBeUndefined();
    expect([resource.status, resource.error, resource.notFound]).toEqual([
      'error',
      '服务器端出错',
      false,
    ]);
  });

  it('marks a 404 as permanent (not found), until the next success', async () => {
    let missing = true;
    const resource = new Resource<number>(() =>
      missing
        ? Promise.reject(new ApiError('订单不存在', { code: 404, kind: 'business', silent: false }))
        : Promise.resolve(1),
    );
    await resource.load();
    expect([resource.status, resource.error, resource.notFound]).toEqual([
      'error',
      '订单不存在',
      true,
    ]);
    missing = false;
    await resource.load();
    expect([resource.status, resource.notFound]).toEqual(['ready', false]);
  });

  it('clears the error message on the next success', async () => {
    let fail = true;
    const resource = new Resource<number>(() =>
      fail
        ? Promise.reject(new ApiError('网络错误', { code: 502, kind: 'business', silent: true }))
        : Promise.resolve(1),
    );
    await resource.load();
    fail = false;
    await resource.load();
    expect([resource.status, resource.error, resource.data]).toEqual(['ready', '', 1]);
  });

  it('sets error and rethrows anything else, so bugs are not hidden', async () => {
    const bug = new TypeError('x is undefined');
    const resource = new Resource<number>(() => Promise.reject(bug));
    await expect(resource.load()).rejects.toBe(bug);
    expect(resource.status).toBe('error');
  });

  it('keeps only the answer of the latest load', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let call = 0;
    const resource = new Resource(
      () => answers[call++]?.promise ?? Promise.reject(new Error('no answer')),
    );
    const first = resource.load();
    const second = resource.load();
    answers[1]?.resolve('new');
    await second;
    answers[0]?.resolve('old');
    await first;
    expect([resource.status, resource.data]).toEqual(['ready', 'new']);
  });

  it('drops answers and failures arriving after reset', async () => {
    const ok = deferred<string>();
    const bad = deferred<string>();
    const okResource = new Resource(() => ok.promise);
    const badResource = new Resource(() => bad.promise);
    const loads = [okResource.load(), badResource.load()];
    okResource.reset();
    badResource.reset();
    ok.resolve('late');
    bad.reject(new ApiError('', { code: 508, kind: 'business', silent: true }));
    await Promise.all(loads);
    expect([okResource.status, okResource.data, badResource.status]).toEqual([
      'idle',
      null,
      'idle',
    ]);
  });
});
