import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withdrawError } from './funds.ts';

// The withdrawal limit the form and the sandbox share, against the same rule worked out again in
// whole fen (integers), on amounts fast-check makes up: near each other, at the edge, and far.

/** Yuan with two decimals from a whole number of fen, as the contract's amounts are written. */
const yuan = (fen: bigint) => `${fen / 100n}.${String(fen % 100n).padStart(2, '0')}`;
const fen = fc.bigInt({ min: 0n, max: 10n ** 14n });
/** Two amounts, often a fen or so apart, where a rounding slip would show. */
const pair = fc.oneof(
  fc.tuple(fen, fen),
  fc
    .tuple(fen, fc.bigInt({ min: -2n, max: 2n }))
    .map(([a, d]): [bigint, bigint] => [a, a + d < 0n ? 0n : a + d]),
);

describe('the withdrawal limit', () => {
  it('refuses exactly the amounts above the available balance, to the fen', () => {
    fc.assert(
      fc.property(pair, ([amount, available]) => {
        const error = withdrawError(yuan(amount), yuan(available));
        expect(error === '').toBe(amount <= available);
        if (error !== '')
          expect(error).toBe(`提现金额不能超过可用余额（可用 ${yuan(available)} 元）`);
      }),
      { numRuns: 500 },
    );
  });
});
