import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/index.ts';
import type { DownloadedFile } from '../../http/index.ts';
import { FileFetch } from './FileFetch.ts';

const pdf = (fileName: string | null): DownloadedFile => ({ blob: new Blob(['%PDF']), fileName });

function setup() {
  const saved: string[] = [];
  const files = new FileFetch<number>((_blob, fileName) => saved.push(fileName));
  return { saved, files };
}

/** A fetch that waits until `finish` is called. */
function held(file: DownloadedFile) {
  let finish = (): void => undefined;
  const get = () =>
    new Promise<DownloadedFile>((resolve) => {
      finish = () => resolve(file);
    });
  return { get, finish: () => finish() };
}

describe('FileFetch', () => {
  it('saves under the server’s name, else under the fallback', async () => {
    const { saved, files } = setup();
    await files.save(1, () => Promise.resolve(pdf('合同.pdf')), '1.pdf');
    await files.save(2, () => Promise.resolve(pdf(null)), '2.pdf');
    expect(saved).toEqual(['合同.pdf', '2.pdf']);
  });

  it('fetches one file at a time: a second click while one is under way is ignored', async () => {
    const { saved, files } = setup();
    const first = held(pdf(null));
    const saving = files.save(1, first.get, '1.pdf');
    expect(files.pending).toBe(1);
    await expect(files.fetch(2, () => Promise.resolve(pdf(null)))).resolves.toBeNull();
    first.finish();
    await saving;
    expect([saved, files.pending]).toEqual([['1.pdf'], null]);
  });

  it('keeps the message of a failure, and clears it when the next fetch starts', async () => {
    const { saved, files } = setup();
    const refused = new ApiError('文件不存在', { code: 500, kind: 'business', silent: false });
    await files.save(1, () => Promise.reject(refused), '1.pdf');
    expect([saved, files.pending, files.error]).toEqual([[], null, '文件不存在']);
    const next = held(pdf(null));
    const saving = files.save(2, next.get, '2.pdf');
    expect(files.error).toBe('');
    next.finish();
    await saving;
    expect(saved).toEqual(['2.pdf']);
  });

  it('lets a programming error through, and is free again after it', async () => {
    const { files } = setup();
    await expect(files.fetch(1, () => Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
    expect(files.pending).toBeNull();
  });

  it('reset forgets the last failure', async () => {
    const { files } = setup();
    const silent = new ApiError('', { code: 508, kind: 'business', silent: true });
    await files.fetch(1, () => Promise.reject(silent));
    expect(files.error).not.toBe('');
    files.reset();
    expect(files.error).toBe('');
  });
});
