import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { addressPaths } from '../../contract/address.ts';
import type { AddressDraft } from '../../contract/address.ts';
import type { RecordedRequest } from '../../mocks/index.ts';
import {
  answerLostOnce,
  callsTo,
  createAddressServer,
  defaultHandlers,
  users,
} from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createAddressBookStore } from './AddressBookStore.ts';

const server = setupTestServer(...defaultHandlers);

/** 广东省 佛山市 顺德区. */
const SHUNDE: AddressDraft = {
  provinceId: 440_000,
  cityId: 440_600,
  districtId: 440_603,
  detail: '北滘镇工业园 8 号',
  contactName: '梁振华',
  contactPhone: '13711112222',
  isDefault: false,
};

const setup = () => {
  const addresses = createAddressServer();
  server.use(...addresses.handlers);
  const { root, env } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
  return { addresses, env, store: root.feature(createAddressBookStore) };
};

describe('the address book store', () => {
  it('asks each level of the cascade once and tells its readers when it arrives', async () => {
    const { addresses, store } = setup();
    await store.load();
    const seen: string[][] = [];
    const stop = autorun(() => seen.push(store.cities.map(({ name }) => name)));
    await store.pickProvince(440_000);
    await store.pickCity(440_600);
    expect(store.districts.map(({ name }) => name)).toEqual(['禅城区', '南海区', '顺德区']);
    await store.pickProvince(440_000);
    stop();
    expect(seen.at(-1)).toEqual(['广州市', '佛山市']);
    expect(store.picked).toEqual({ provinceId: 440_000, cityId: 0 });
    expect(callsTo(addresses.requests, addressPaths.cities)).toHaveLength(1);
  });

  it('keeps one default: a new default takes the tag, deleting the default passes it on', async () => {
    const { store, env } = setup();
    await store.load();
    store.open({ kind: 'add' });
    expect(store.draft.isDefault).toBe(false);
    await store.save({ ...SHUNDE, isDefault: true });
    const defaults = () => (store.addresses.data ?? []).filter(({ isDefault }) => isDefault);
    expect(defaults().map(({ detail }) => detail)).toEqual(['北滘镇工业园 8 号']);
    expect(store.editing).toBeNull();
    const [first] = store.addresses.data ?? [];
    store.askDelete(first ?? null);
    await store.confirmDelete();
    expect(defaults()).toHaveLength(1);
    expect(env.notifications.map(({ message }) => message)).toEqual([
      '收货地址已添加',
      '收货地址已删除',
    ]);
  });

  it('adds with a key that the retry of the same address after a lost answer reuses', async () => {
    const { addresses, store } = setup();
    await store.load();
    store.open({ kind: 'add' });
    const lost: RecordedRequest[] = [];
    server.use(answerLostOnce(addressPaths.add, lost));
    await expect(store.save(SHUNDE)).resolves.toBe(false);
    expect(store.editing).toEqual({ kind: 'add' });
    await expect(store.save(SHUNDE)).resolves.toBe(true);
    store.open({ kind: 'add' });
    await expect(store.save({ ...SHUNDE, detail: '北滘镇工业园 9 号' })).resolves.toBe(true);
    const [retry, next] = callsTo(addresses.requests, addressPaths.add);
    expect(lost[0]?.idempotencyKey).toBeTruthy();
    expect(retry?.idempotencyKey).toBe(lost[0]?.idempotencyKey);
    expect(next?.idempotencyKey).toBeTruthy();
    expect(next?.idempotencyKey).not.toBe(retry?.idempotencyKey);
  });
});
