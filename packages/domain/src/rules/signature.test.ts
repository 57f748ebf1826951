import { describe, expect, it } from 'vitest';
import { signingNote, signingState } from './signature.ts';

describe('signingState', () => {
  it.each([
    [undefined, undefined, 'loading'],
    [true, undefined, 'loading'],
    [undefined, false, 'loading'],
    [false, undefined, 'notOpened'],
    [false, false, 'notOpened'],
    [true, false, 'ready'],
    [true, true, 'signed'],
    [undefined, true, 'signed'],
    [false, true, 'signed'],
  ] as const)('seal opened %j, signed %j → %s', (sealOpened, signed, state) => {
    expect(signingState(sealOpened, signed)).toBe(state);
  });
});

describe('signingNote', () => {
  it.each([
    ['loading', ''],
    ['ready', ''],
    ['signed', '该合同已签署'],
    ['notOpened', '企业电子签章尚未开通，请先在电子签章中开通'],
  ] as const)('%s → %j', (state, note) => {
    expect(signingNote(state)).toBe(note);
  });
});
