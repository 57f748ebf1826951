export * from './ApiError.ts';
export * from './createHttpClient.ts';
