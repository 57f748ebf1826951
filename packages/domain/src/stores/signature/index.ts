/** 电子签章's stores. */
export * from './SealStore.ts';
export * from './ContractSigningStore.ts';
