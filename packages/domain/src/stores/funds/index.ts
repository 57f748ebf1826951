/** 资金管理's store. */
export * from './FundsStore.ts';
