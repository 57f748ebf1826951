/**
 * Typed fixtures, MSW handlers and a recording Environment, shared by Storybook stories (in
 * the browser) and node tests. One folder per resource, each with its fixtures and its
 * handlers; the order area has one per subject, and its stateful servers in orders/servers.ts.
 */
export * from './environment.ts';
export * from './http.ts';
export * from './transport.ts';
export * from './defaults.ts';
export * from './session/fixtures.ts';
export * from './session/handlers.ts';
export * from './goods/fixtures.ts';
export * from './goods/handlers.ts';
export * from './cart/fixtures.ts';
export * from './cart/handlers.ts';
export * from './home/fixtures.ts';
export * from './home/handlers.ts';
export * from './messages/fixtures.ts';
export * from './messages/handlers.ts';
export * from './customerService/fixtures.ts';
export * from './customerService/handlers.ts';
export * from './content.ts';
export * from './market/fixtures.ts';
export * from './market/handlers.ts';
export * from './orders/state.ts';
export * from './orders/lists/fixtures.ts';
export * from './orders/lists/handlers.ts';
export * from './orders/payments/fixtures.ts';
export * from './orders/payments/handlers.ts';
export * from './orders/stocking/fixtures.ts';
export * from './orders/stocking/handlers.ts';
export * from './orders/delivery/fixtures.ts';
export * from './orders/delivery/handlers.ts';
export * from './orders/invoices/fixtures.ts';
export * from './orders/invoices/handlers.ts';
export * from './orders/contracts/fixtures.ts';
export * from './orders/contracts/handlers.ts';
export * from './orders/servers.ts';
export * from './afterSales/handlers.ts';
export * from './auctions/index.ts';
export * from './userCentre/fixtures.ts';
export * from './userCentre/handlers.ts';
export * from './funds/fixtures.ts';
export * from './funds/handlers.ts';
export * from './address/index.ts';
export * from './inquiry/index.ts';
export * from './staff/index.ts';
export * from './account/index.ts';
export * from './signature/index.ts';
