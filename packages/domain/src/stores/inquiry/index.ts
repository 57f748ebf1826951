/** The inquiry area's stores. */
export * from './InquiryFormStore.ts';
export * from './InquiryListStore.ts';
export * from './MakeOrderStore.ts';
export * from './RepeatBuyStore.ts';
export * from './DemandCountStore.ts';
export * from './InquiryDetailStore.ts';
export * from './WorkbookImport.ts';
