import { describe, expect, it, vi } from 'vitest';
import type { SaleContract } from '../../contract/orders.ts';
import { signaturePaths } from '../../contract/signature.ts';
import {
  callsTo,
  createSignatureServer,
  defaultHandlers,
  sealFixture,
  users,
} from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createContractSigningStore } from './ContractSigningStore.ts';
import { createSealStore } from './SealStore.ts';

const server = setupTestServer(...defaultHandlers);

const contract: SaleContract = {
  contractId: 70002,
  contractNo: 'HT000000027002',
  orderId: 27002,
  orderNo: 'DD20260317027002',
  poNo: '',
  deliveryWay: 'pickup',
  deliveryAddress: null,
  amount: '217156.56',
  createdAt: '2026-03-17 09:15:00',
  status: 'generated',
  customerFileName: null,
  signed: false,
};

const setup = (options: Parameters<typeof createSignatureServer>[0] = {}) => {
  const signature = createSignatureServer(options);
  server.use(...signature.handlers);
  const { root, env } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
  return { signature, env, root };
};

describe('the contract signing store', () => {
  it('is not ready before the seal is opened, and sends nothing', async () => {
    const { root, signature } = setup();
    const store = root.feature(createContractSigningStore);
    await store.start(contract);
    expect(store.state).toBe('notOpened');
    expect(await store.send('123456')).toBe(false);
    expect(callsTo(signature.requests, signaturePaths.sign)).toEqual([]);
  });

  it('signs once with a key, then says the contract is signed and tells the list', async () => {
    const { root, signature, env } = setup({ seal: sealFixture });
    const store = root.feature(createContractSigningStore);
    const onSigned = vi.fn();
    await store.start(contract, onSigned);
    expect(store.state).toBe('ready');
    const [first, second] = await Promise.all([store.send('123456'), store.send('123456')]);
    expect([first, second]).toEqual([true, false]);
    const sent = callsTo(signature.requests, signaturePaths.sign);
    expect(sent.map(({ body }) => body)).toEqual([{ contractId: 70002, smsCode: '123456' }]);
    expect(sent[0]?.idempotencyKey).toBeTruthy();
    expect(store.state).toBe('signed');
    expect(store.note).toBe('该合同已签署');
    expect(env.notifications).toContainEqual({ type: 'success', message: '合同签署成功' });
    expect(onSigned).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog open while the signing is in flight', async () => {
    const { root } = setup({ seal: sealFixture, hang: 'sign' });
    const store = root.feature(createContractSigningStore);
    await store.start(contract);
    void store.send('123456');
    store.cancel();
    expect(store.contract?.contractId).toBe(70002);
  });
});

describe('the seal store', () => {
  it('opens the seal once and shows it', async () => {
    const { root, signature } = setup();
    const store = root.feature(createSealStore);
    await store.load();
    expect(store.seal.data).toBeNull();
    store.startOpening();
    const request = { signerName: '王海峰', signerMobile: '13912345678', smsCode: '123456' };
    const [first, second] = await Promise.all([store.openSeal(request), store.openSeal(request)]);
    expect([first, second]).toEqual([true, false]);
    expect(store.opening).toBe(false);
    expect(store.seal.data).toMatchObject({ signerName: '王海峰', signerMobile: '13912345678' });
    const opens = callsTo(signature.requests, signaturePaths.seal).filter(
      ({ method }) => method === 'POST',
    );
    expect(opens).toHaveLength(1);
  });
});
