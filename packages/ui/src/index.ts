export * from './theme/index.ts';
export * from './Button/index.ts';
