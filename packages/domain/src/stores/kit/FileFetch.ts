import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, apiErrorMessage } from '../../http/index.ts';
import type { DownloadedFile } from '../../http/index.ts';
import type { Environment } from '../Environment.ts';

/**
 * The files behind a list's buttons (下载, 查看合同, 下载明细, 导出订单): one fetch at a time.
 * A click while one is under way is ignored. A failure has already been shown by the client
 * (spec section 8); it is kept as `error` for a page that also says it beside its button.
 */
export class FileFetch<K> {
  /** The key of the file being fetched (its row), or null when none is. */
  pending: K | null = null;
  /** Why the last fetch failed; '' when it did not. */
  error = '';
  readonly #saveFile: Environment['saveFile'];

  constructor(saveFile: Environment['saveFile']) {
    this.#saveFile = saveFile;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The file, or null when another one was under way or this one failed. */
  async fetch(key: K, get: () => Promise<DownloadedFile>): Promise<DownloadedFile | null> {
    if (this.pending !== null) return null;
    this.pending = key;
    this.error = '';
    try {
      return await get();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      runInAction(() => {
        this.error = apiErrorMessage(error);
      });
      return null;
    } finally {
      runInAction(() => {
        this.pending = null;
      });
    }
  }

  /** Fetches the file and saves it under the server's name, else under `fallbackName`. */
  async save(key: K, get: () => Promise<DownloadedFile>, fallbackName: string): Promise<void> {
    const file = await this.fetch(key, get);
    if (file) this.#saveFile(file.blob, file.fileName ?? fallbackName);
  }

  reset(): void {
    this.pending = null;
    this.error = '';
  }
}
