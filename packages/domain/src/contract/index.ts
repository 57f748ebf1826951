/**
 * The API contract shared by the client, the story fixtures and the sandbox: paths, the
 * envelope, the error catalogue and a zod schema for every body. The sandbox imports only
 * this module of @mall/domain.
 */
export * from './envelope.ts';
export * from './errors.ts';
export * from './paths.ts';
export * from './paging.ts';
export * from './session.ts';
export * from './auth.ts';
export * from './counts.ts';
export * from './common.ts';
export * from './messages.ts';
export * from './goods.ts';
export * from './cart.ts';
export * from './customerService.ts';
export * from './content.ts';
export * from './headers.ts';
export * from './specification.ts';
export * from './sandbox.ts';
export * from './validation.ts';
export * from './gateway.ts';
