export * from './counts.ts';
export * from './format.ts';
export * from './poll.ts';
export * from './routes.ts';
export * from './searchHistory.ts';
export * from './goodsSearch.ts';
export * from './goods.ts';
export * from './user.ts';
export { lineAmount } from '../money.ts';
export type { Numeric } from '../money.ts';
export * from './priceChange.ts';
export * from './actionGuard.ts';
export * from './sms.ts';
export * from './scriptSources.ts';
export * from './messages.ts';
export * from './customerService.ts';
export * from './notificationSettings.ts';
export * from './reminders.ts';
export * from './download.ts';
export * from './orders.ts';
export * from './afterSales.ts';
export * from './evidence.ts';
export * from './finalPayment.ts';
export * from './orderCharges.ts';
export * from './delivery.ts';
export * from './invoices.ts';
export * from './contracts.ts';
export * from './signature.ts';
export * from './payment.ts';
export * from './auctions.ts';
export * from './inquiry.ts';
export * from './inquiryWorkbook.ts';
export * from './inquiryDetail.ts';
export * from './market.ts';
export * from './glossary.ts';
export * from './status.ts';
export {
  SPEC_SHAPES,
  formatSpecification,
  specShape,
  trimSize,
} from '../contract/specification.ts';
export type { SpecShape, SpecificationParts } from '../contract/specification.ts';
