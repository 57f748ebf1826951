import { CONTRACT_ALREADY_SIGNED, SEAL_NOT_OPENED } from '../contract/signature.ts';

/** Where signing a contract with the company's seal stands. */
export type SigningState = 'loading' | 'notOpened' | 'signed' | 'ready';

/**
 * Whether a contract can be signed with the seal: `sealOpened` and `signed` are undefined while
 * they are being read. A signed contract says so before anything else.
 */
export function signingState(
  sealOpened: boolean | undefined,
  signed: boolean | undefined,
): SigningState {
  if (signed === true) return 'signed';
  if (sealOpened === false) return 'notOpened';
  if (sealOpened === undefined || signed === undefined) return 'loading';
  return 'ready';
}

/** What the signing dialog says instead of its form; '' when it can be signed (or is loading). */
export function signingNote(state: SigningState): string {
  if (state === 'signed') return CONTRACT_ALREADY_SIGNED;
  if (state === 'notOpened') return `${SEAL_NOT_OPENED}，请先在电子签章中开通`;
  return '';
}
