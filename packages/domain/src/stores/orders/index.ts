/** The order area's stores: the shared ones, then each slice's. */
export * from './OrderCountsStore.ts';
export * from './OrderChoice.ts';
export * from './OrderCentreStore.ts';
export * from './SubmitOrdersStore.ts';
export * from './DepositPaymentStore.ts';
export * from './StockingStore.ts';
export * from './FinalPaymentStore.ts';
export * from './DeliveryApplicationStore.ts';
export * from './ReceiptStore.ts';
export * from './OrderEvaluation.ts';
export * from './InvoicesStore.ts';
export * from './ContractsStore.ts';
export * from './AllOrdersStore.ts';
export * from './PaymentRecordsStore.ts';
export * from './OrderTermsStore.ts';
