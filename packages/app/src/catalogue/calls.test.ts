import { describe, expect, it } from 'vitest';
import { contractCall, createCallLog } from './calls.ts';

describe('contract calls', () => {
  it('names a request by the contract path it is, query and path parameters aside', () => {
    expect(
      contractCall(
        'GET',
        'http://localhost/api/csr/pc/mall/stocking/selectStokingPcList?pageNum=1',
      ),
    ).toEqual({
      method: 'GET',
      path: '/pc/mall/stocking/selectStokingPcList',
      name: 'orderPaths.stockingList',
    });
    expect(contractCall('DELETE', '/api/csr/pc/new/mall/cart/delCartByBid/42')).toEqual({
      method: 'DELETE',
      path: '/pc/new/mall/cart/delCartByBid',
      name: 'paths.cart.deleteByBatch',
    });
  });

  it('keeps an API path the contract does not name, and ignores anything else', () => {
    expect(contractCall('GET', '/api/csr/no/such/call')).toEqual({
      method: 'GET',
      path: '/no/such/call',
    });
    expect(contractCall('GET', 'http://localhost/index.json')).toBeUndefined();
  });
});

describe('call log', () => {
  it('records each distinct call while someone listens, afresh for each first listener', () => {
    const log = createCallLog();
    log.record('GET', '/api/csr/user/login');
    expect(log.calls()).toEqual([]);

    let heard = 0;
    const stop = log.subscribe(() => (heard += 1));
    log.record('GET', '/api/csr/pc/mall/stocking/selectStokingPcList?pageNum=1');
    log.record('GET', '/api/csr/pc/mall/stocking/selectStokingPcList?pageNum=2');
    log.record('GET', '/mockServiceWorker.js');
    expect(log.calls().map((c) => c.name)).toEqual(['orderPaths.stockingList']);
    expect(heard).toBe(1);

    stop();
    log.record('POST', '/api/csr/user/login');
    log.subscribe(() => undefined);
    expect(log.calls()).toEqual([]);
  });
});
