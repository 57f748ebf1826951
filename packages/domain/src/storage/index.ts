export * from './keys.ts';
export * from './keyValue.ts';
export * from './tokens.ts';
