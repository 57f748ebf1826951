import axios, { type AxiosAdapter } from 'axios';

/**
 * A story's way to the mock server, which ends with the story. Story pages share one browser
 * page, and a story's stores outlive it: a request an in-flight story holds forever times out
 * 10 s later, in whatever story runs then, and its store reloads what the failure touched (the
 * 提交订单 in flight of 确认订单 reloaded the cart and the order counts, in 修改密码's story). Once
 * ended, nothing the story sent settles, so no answer and no time-out reaches its stores, and
 * whatever they would still send is stopped and named instead (`takeLate`).
 */
export interface StoryTransport {
  /** The RootStore's adapter (`new RootStore(env, { adapter })`). */
  readonly adapter: AxiosAdapter;
  /** The story has ended. */
  end(): void;
  /** The calls (method and URL) its stores tried to send after it ended, since the last take. */
  takeLate(): string[];
}

/** Never settles: what an ended story's calls give back. */
const never = new Promise<never>(() => undefined);

export function createStoryTransport(): StoryTransport {
  let ended = false;
  let late: string[] = [];
  const send = axios.getAdapter(axios.defaults.adapter);
  const adapter: AxiosAdapter = (config) => {
    if (ended) {
      late.push(`${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`);
      return never;
    }
    return new Promise((resolve, reject) => {
      send(config).then(
        (response) => {
          if (!ended) resolve(response);
        },
        (error: unknown) => {
          if (!ended) reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  };
  return {
    adapter,
    end: () => {
      ended = true;
    },
    takeLate: () => {
      const taken = late;
      late = [];
      return taken;
    },
  };
}
