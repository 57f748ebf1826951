import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultHandlers, fail, goodsSuggestions } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { realTimers } from '../../timers/index.ts';
import { SuggestionStore } from './SuggestionStore.ts';

const server = setupTestServer(...defaultHandlers);

/** The `key` of every suggestion request from now on. */
function recordKeys(): string[] {
  const keys: string[] = [];
  server.events.on('request:start', ({ request }) => {
    keys.push(new URL(request.url).searchParams.get('key') ?? '');
  });
  return keys;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SuggestionStore', () => {
  it('asks once typing has paused for 300 ms, for visitors too', async () => {
    const { suggestions } = createTestRoot().root;
    const keys = recordKeys();
    suggestions.input('6');
    await vi.advanceTimersByTimeAsync(200);
    suggestions.input('60');
    await vi.advanceTimersByTimeAsync(200);
    suggestions.input('6061 ');
    await vi.advanceTimersByTimeAsync(299);
    expect(keys).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(suggestions.suggestions).toEqual(goodsSuggestions));
    expect([keys, suggestions.key]).toEqual([['6061'], '6061 ']);
  });

  it('is loading from typing until the answer for the latest text arrives', async () => {
    const { suggestions } = createTestRoot().root;
    expect(suggestions.loading).toBe(false);
    suggestions.input('6061');
    expect(suggestions.loading).toBe(true);
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(suggestions.loading).toBe(false));
    expect(suggestions.suggestions).toEqual(goodsSuggestions);
    suggestions.input('60615');
    expect(suggestions.loading).toBe(true);
    suggestions.input(' ');
    expect(suggestions.loading).toBe(false);
  });

  it('clears at once for blank text, without asking', async () => {
    const { suggestions } = createTestRoot().root;
    suggestions.input('6061');
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(suggestions.suggestions).toEqual(goodsSuggestions));
    const keys = recordKeys();
    suggestions.input('   ');
    expect(suggestions.suggestions).toEqual([]);
    await vi.runAllTimersAsync();
    expect(keys).toEqual([]);
  });

  it('never lets a late answer for older text overwrite the newer one', async () => {
    const answers = new Map<string, (words: string[]) => void>();
    const suggest = (key: string) =>
      new Promise<string[]>((resolve) => {
        answers.set(key, resolve);
      });
    const suggestions = new SuggestionStore({ goods: { suggest }, timers: realTimers() });
    suggestions.input('50');
    await vi.advanceTimersByTimeAsync(300);
    suggestions.input('5052');
    await vi.advanceTimersByTimeAsync(300);
    answers.get('5052')?.(['5052-H32 铝板']);
    await vi.runAllTimersAsync();
    expect(suggestions.suggestions).toEqual(['5052-H32 铝板']);
    answers.get('50')?.(['5052-H32 铝板', '5083-O 铝板']);
    await vi.runAllTimersAsync();
    expect(suggestions.suggestions).toEqual(['5052-H32 铝板']);
  });

  it('keeps the suggestions shown when a request fails', async () => {
    const { env, root } = createTestRoot();
    const { suggestions } = root;
    suggestions.input('6061');
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(suggestions.suggestions).toEqual(goodsSuggestions));
    server.use(fail('/pc/mall/productBatch/suggestion', 500, '服务器繁忙'));
    suggestions.input('6061-T');
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(env.notifications).toHaveLength(1));
    expect(suggestions.suggestions).toEqual(goodsSuggestions);
  });

  it('stops a pending request, and is cleared on logout', async () => {
    const { suggestions, session } = createTestRoot({ token: 'tok' }).root;
    const keys = recordKeys();
    suggestions.input('3003');
    suggestions.stop();
    await vi.runAllTimersAsync();
    expect(keys).toEqual([]);
    suggestions.input('3003');
    await vi.runAllTimersAsync();
    session.logout();
    expect([suggestions.key, suggestions.suggestions]).toEqual(['', []]);
  });
});
