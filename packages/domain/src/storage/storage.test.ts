import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { memoryStorage, readJson, userScopedStorage, writeJson } from './keyValue.ts';
import type { KeyValueStorage } from './keyValue.ts';
import { STORAGE_KEYS, TOKEN_COOKIE } from './keys.ts';
import { createCookieTokenStore, memoryTokenStore } from './tokens.ts';

/** A document.cookie stand-in that, like a browser, keeps name=value and drops expired cookies. */
function cookieJar() {
  const jar = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      if (attributes.some((attribute) => /^max-age=0$/i.test(attribute))) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

describe('storage keys', () => {
  it('names every key once', () => {
    expect(STORAGE_KEYS).toEqual({
      user: 'mall.user',
      searchHistory: 'mall.searchHistory',
      auction: 'mall.auction',
      inquiryDraft: 'mall.inquiryDraft',
    });
    expect(TOKEN_COOKIE).toBe('Token');
  });
});

describe('userScopedStorage', () => {
  it('keeps the drafts, the history and the window state apart for each user, not the session', () => {
    const raw = memoryStorage();
    let owner = '10001';
    const scoped = userScopedStorage(raw, () => owner);
    scoped.setItem('mall.inquiryDraft', 'A');
    scoped.setItem('mall.inquiryDraft.41', 'A41');
    scoped.setItem('mall.searchHistory', '["6061"]');
    scoped.setItem('mall.auction', '{}');
    scoped.setItem('mall.user', 'U');
    expect(
      ['mall.inquiryDraft@10001', 'mall.inquiryDraft.41@10001', 'mall.searchHistory@10001'].map(
        (key) => raw.getItem(key),
      ),
    ).toEqual(['A', 'A41', '["6061"]']);
    expect(raw.getItem('mall.auction@10001')).toBe('{}');
    expect(raw.getItem('mall.user')).toBe('U');
    owner = '10002';
    expect(
      ['mall.inquiryDraft', 'mall.inquiryDraft.41', 'mall.searchHistory', 'mall.auction'].map(
        (key) => scoped.getItem(key),
      ),
    ).toEqual([null, null, null, null]);
    expect(scoped.getItem('mall.user')).toBe('U');
    scoped.removeItem('mall.inquiryDraft');
    owner = '10001';
    expect(scoped.getItem('mall.inquiryDraft')).toBe('A');
  });
});

describe('createCookieTokenStore', () => {
  it('writes the token with SameSite=Strict and Path=/, and Secure on https', () => {
    const doc = cookieJar();
    createCookieTokenStore(doc, { secure: true }).set('abc');
    createCookieTokenStore(doc, { secure: false }).set('def');
    expect(doc.written).toEqual([
      'Token=abc; Path=/; SameSite=Strict; Secure',
      'Token=def; Path=/; SameSite=Strict',
    ]);
  });

  it('reads back its token among other cookies', () => {
    const doc = cookieJar();
    doc.cookie = 'theme=dark';
    const tokens = createCookieTokenStore(doc, { secure: false });
    expect(tokens.get()).toBeNull();
    tokens.set('a b;c=d');
    doc.cookie = 'XToken=other';
    expect(tokens.get()).toBe('a b;c=d');
  });

  it('clears the token with an expired cookie of the same path', () => {
    const doc = cookieJar();
    const tokens = createCookieTokenStore(doc, { secure: true });
    tokens.set('abc');
    tokens.clear();
    expect(doc.written.at(-1)).toBe('Token=; Max-Age=0; Path=/; SameSite=Strict; Secure');
    expect(tokens.get()).toBeNull();
  });

  it.each(['Token=', 'Token=%E0%A4%A'])('reads %j as no token', (cookie) => {
    expect(createCookieTokenStore({ cookie }, { secure: false }).get()).toBeNull();
  });
});

describe('memoryTokenStore', () => {
  it('keeps a token in memory', () => {
    const tokens = memoryTokenStore('start');
    expect(tokens.get()).toBe('start');
    tokens.set('next');
    expect(tokens.get()).toBe('next');
    tokens.clear();
    expect(tokens.get()).toBeNull();
  });
});

describe('memoryStorage', () => {
  it('gets, sets and removes items', () => {
    const storage = memoryStorage({ a: '1' });
    expect(storage.getItem('a')).toBe('1');
    storage.setItem('b', '2');
    storage.removeItem('a');
    expect([storage.getItem('a'), storage.getItem('b')]).toEqual([null, '2']);
  });
});

describe('readJson and writeJson', () => {
  const schema = z.object({ uid: z.number() });
  const parse = (value: unknown) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };
  const throwing: KeyValueStorage = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => undefined,
  };

  it('round-trips a value', () => {
    const storage = memoryStorage();
    writeJson(storage, 'k', { uid: 1 });
    expect(storage.getItem('k')).toBe('{"uid":1}');
    expect(readJson(storage, 'k', parse)).toEqual({ uid: 1 });
  });

  it.each([
    ['missing', undefined],
    ['not JSON', '{uid:'],
    ['the wrong shape', '{"uid":"1"}'],
    ['null', 'null'],
  ])('returns null when the value is %s', (_, text) => {
    const storage = memoryStorage(text === undefined ? {} : { k: text });
    expect(readJson(storage, 'k', parse)).toBeNull();
  });

  it('returns null when the storage cannot be read', () => {
    expect(readJson(throwing, 'k', parse)).toBeNull();
  });

  it('ignores a storage that cannot be written', () => {
    expect(() => writeJson(throwing, 'k', { uid: 1 })).not.toThrow();
  });
});
