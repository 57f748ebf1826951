/** The inquiry area's stores. */
export * from './InquiryFormStore.ts';
