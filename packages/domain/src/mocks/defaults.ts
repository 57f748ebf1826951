import { defaultPreferenceHandlers } from './account/handlers.ts';
import { defaultAddressHandlers } from './address/handlers.ts';
import { auctionsOffHandler } from './auctions/handlers.ts';
import { defaultCartHandlers } from './cart/handlers.ts';
import { defaultCustomerServiceHandlers } from './customerService/handlers.ts';
import { defaultGoodsHandlers } from './goods/handlers.ts';
import { defaultHomeHandlers } from './home/handlers.ts';
import { unpricedGoodsHandler } from './market/handlers.ts';
import { defaultMessageHandlers } from './messages/handlers.ts';
import { defaultOrderListHandlers, orderCountsHandler } from './orders/lists/handlers.ts';
import { defaultPaymentHandlers } from './orders/payments/handlers.ts';
import { defaultSessionHandlers } from './session/handlers.ts';

/**
 * Every call of the shell and of the first pages answering its fixture: what a story or test
 * starts from. The content pages add `defaultContentHandlers`, the order pages
 * `defaultOrderCentreHandlers` and their server's handlers.
 */
export const defaultHandlers = [
  ...defaultSessionHandlers,
  orderCountsHandler,
  ...defaultCartHandlers,
  ...defaultGoodsHandlers,
  ...defaultHomeHandlers,
  ...defaultMessageHandlers,
  ...defaultCustomerServiceHandlers,
  unpricedGoodsHandler,
  auctionsOffHandler,
  ...defaultPreferenceHandlers,
  ...defaultAddressHandlers,
];

/** The order centre's own calls answering their fixtures (cancel reasons, accounts, the PDF). */
export const defaultOrderCentreHandlers = [...defaultOrderListHandlers, ...defaultPaymentHandlers];
