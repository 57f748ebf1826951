import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { IDEMPOTENCY_KEY_HEADER } from '@mall/domain/contract';
import {
  inquiryAdminPaths,
  inquiryPaths,
  inquiryRef,
  madeOrder,
  repeatBuyPaths,
  repeatBuyProduct,
} from '@mall/domain/contract/inquiry';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { FIXED_NOW, PICKUP, dataOf, failureOf, login } from '../testing.ts';

let sandbox: Sandbox;
let admin: string;
let uncertified: string;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW, cacheSeed: true });
  admin = await login(sandbox.app, '13800000001');
  uncertified = await login(sandbox.app, '13800000003');
});
afterAll(() => sandbox.close());

const products = z.array(repeatBuyProduct);
const countOf = (token: string) =>
  dataOf(sandbox.app, z.int(), inquiryPaths.toBeSubmittedCount, { token });

describe('再次购买 (repeatedlyBuy)', () => {
  it("lists the company's often bought batches from its orders, most orders first", async () => {
    const list = await dataOf(sandbox.app, products, repeatBuyPaths.list, { token: admin });
    expect(list.length).toBeGreaterThan(1);
    const counts = list.map(({ orderCount }) => orderCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const product of list) {
      expect(product.name.startsWith(`${product.alloy}`)).toBe(true);
      expect(product.lastTonnes).toMatch(/^\d+\.\d{3}$/);
      expect(product.thickness).not.toBe('');
    }
  });

  it("gives another company's buyer (uncertified, nothing bought) none of A's products", async () => {
    expect(
      await dataOf(sandbox.app, products, repeatBuyPaths.list, { token: uncertified }),
    ).toEqual([]);
  });

  it('refuses a visitor', async () => {
    expect((await failureOf(sandbox.app, repeatBuyPaths.list))[0]).toBe(401);
  });
});

describe('the demand to-do count (selectToBeSubmittedCount)', () => {
  it('counts the to-be-submitted orders made from quotes, one more after a make-order', async () => {
    const before = await countOf(admin);
    expect(before).toBeGreaterThan(0);
    const { id, inquiryNo } = await dataOf(sandbox.app, inquiryRef, inquiryPaths.submit, {
      token: admin,
      headers: { [IDEMPOTENCY_KEY_HEADER]: 'repeat-buy-inquiry' },
      body: {
        contactName: '陈志强',
        contactPhone: '13800000001',
        lines: [
          {
            alloy: '6063',
            temper: 'T5',
            thickness: '2.0',
            width: '1250',
            length: '2500',
            quantity: '2',
            unit: '吨',
            deliveryCity: '佛山',
            wantedDate: '2026-04-30',
          },
        ],
      },
    });
    await dataOf(sandbox.app, z.unknown(), inquiryAdminPaths.accept, { body: { inquiryNo } });
    await dataOf(sandbox.app, z.unknown(), inquiryAdminPaths.quote, {
      body: { inquiryNo, unitPrice: '21000.00' },
    });
    const detail = await dataOf(
      sandbox.app,
      z.object({ lines: z.array(z.object({ detailId: z.int() })) }),
      `${inquiryPaths.detail}/${id}`,
      { token: admin },
    );
    await dataOf(sandbox.app, madeOrder, inquiryPaths.makeOrder, {
      token: admin,
      body: { id, detailIds: detail.lines.map(({ detailId }) => detailId), terms: PICKUP },
      headers: { [IDEMPOTENCY_KEY_HEADER]: 'count-1' },
    });
    expect(await countOf(admin)).toBe(before + 1);
  });

  it('is refused to an uncertified buyer (spec section 6)', async () => {
    const [code] = await failureOf(sandbox.app, inquiryPaths.toBeSubmittedCount, {
      token: uncertified,
    });
    expect(code).toBe(403);
  });
});
