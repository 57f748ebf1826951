import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimal, envelope, paths, qrCode } from '@mall/domain/contract';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import {
  companies,
  goodsBatches,
  messages,
  referencePrices,
  reminders,
  thirdIdentities,
  users,
} from '../db/schema.ts';
import { FIXED_NOW, call, login } from '../testing.ts';

const allGoods = (sandbox: Sandbox) =>
  sandbox.db.select().from(goodsBatches).orderBy(asc(goodsBatches.id));
const qrCodeOf = async (sandbox: Sandbox) =>
  envelope(qrCode).parse((await call(sandbox.app, paths.auth.qrGenerate)).json).data.code;
const identitiesOf = (sandbox: Sandbox) =>
  sandbox.db
    .select({ nickname: thirdIdentities.nickname, username: users.username })
    .from(thirdIdentities)
    .leftJoin(users, eq(users.id, thirdIdentities.userId))
    .orderBy(asc(thirdIdentities.id));

describe('the seed', () => {
  let dataDir: string;
  let inMemory: Sandbox;
  let onDisk: Sandbox;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mall-sandbox-'));
    [inMemory, onDisk] = await Promise.all([
      createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW }),
      createSandbox({ dataDir, now: () => FIXED_NOW }),
    ]);
  });
  afterAll(async () => {
    await inMemory.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('gives two fresh databases the same goods, companies and prices', async () => {
    const goods = await allGoods(inMemory);
    expect(goods).toHaveLength(2_000);
    expect(await allGoods(onDisk)).toEqual(goods);
    const byName = asc(companies.name);
    expect(await onDisk.db.select().from(companies).orderBy(byName)).toEqual(
      await inMemory.db.select().from(companies).orderBy(byName),
    );
    expect(await onDisk.db.select().from(messages).orderBy(asc(messages.id))).toEqual(
      await inMemory.db.select().from(messages).orderBy(asc(messages.id)),
    );
    expect(await onDisk.db.select().from(reminders).orderBy(asc(reminders.id))).toEqual(
      await inMemory.db.select().from(reminders).orderBy(asc(reminders.id)),
    );
    const byDay = [asc(referencePrices.series), asc(referencePrices.date)];
    expect(
      await onDisk.db
        .select()
        .from(referencePrices)
        .orderBy(...byDay),
    ).toEqual(
      await inMemory.db
        .select()
        .from(referencePrices)
        .orderBy(...byDay),
    );
  });

  it('makes realistic aluminium batches with decimal money and tonnage', async () => {
    const goods = await allGoods(inMemory);
    const values = (key: keyof (typeof goods)[number]) => new Set(goods.map((row) => row[key]));
    expect(values('category')).toEqual(new Set(['铝锭', '铝板', '铝卷', '型材', '铝箔']));
    expect(values('warehouse')).toEqual(new Set(['佛山', '无锡', '巩义', '上海']));
    expect(values('grade').size).toBe(9);
    expect(values('tectorial').size).toBe(5);
    expect(new Set(goods.map(({ inventoryCode }) => inventoryCode)).size).toBe(goods.length);
    // The demo cart's sold-out lines are the only sold-out batches.
    expect(goods.filter(({ weight }) => weight === '0.000')).toHaveLength(2);
    expect(values('carType')).toEqual(new Set(['cash', 'sold', 'spot']));
    for (const batch of goods) {
      decimal.parse(batch.weight);
      decimal.parse(batch.unitPrice);
      expect(Number(batch.weight)).toBeGreaterThanOrEqual(0);
      expect(Number(batch.unitPrice)).toBeGreaterThan(15_000);
      if (batch.category === '铝锭') {
        expect(batch).toMatchObject({ grade: 'A00', temper: null, thickness: null });
      }
      if (batch.category === '型材') expect(['6061', '6063']).toContain(batch.grade);
    }
  });

  it('seeds a bound WeChat and an unbound QQ test identity', async () => {
    expect(await identitiesOf(inMemory)).toEqual([
      { nickname: '鑫铝采购-张经理', username: '13800000001' },
      { nickname: '铝材新客', username: null },
    ]);
  });

  let firstCode: string;
  it('hands out the same codes in fresh databases', async () => {
    firstCode = await qrCodeOf(inMemory);
    expect(await qrCodeOf(onDisk)).toBe(firstCode);
  });

  it('seeds a persistent database only once, and keeps its logins', async () => {
    // A database from before the test identities gets them on its next start.
    await onDisk.db.delete(thirdIdentities);
    await onDisk.close();
    const reopened = await createSandbox({
      dataDir,
      now: () => new Date(FIXED_NOW.getTime() + 3 * 86_400_000),
    });
    try {
      const [{ goodsCount } = { goodsCount: 0 }] = await reopened.db
        .select({ goodsCount: count() })
        .from(goodsBatches);
      expect(goodsCount).toBe(2_000);
      expect(await reopened.db.$count(users)).toBe(7);
      await expect(login(reopened.app, '13800000001')).resolves.toMatch(/^[0-9a-f]{48}$/);
      expect(await identitiesOf(reopened)).toEqual(await identitiesOf(inMemory));
      // The codes of a reopened database are new ones.
      expect(await qrCodeOf(reopened)).not.toBe(firstCode);
    } finally {
      await reopened.close();
    }
  });
});
