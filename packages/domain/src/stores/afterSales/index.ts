/** The after-sales area's stores. */
export * from './AfterSalesStore.ts';
export * from './AfterSaleDetailStore.ts';
export * from './AfterSaleApplyStore.ts';
export * from './AfterSaleOrdersStore.ts';
