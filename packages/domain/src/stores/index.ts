export * from './CartStore.ts';
export * from './Environment.ts';
export * from './HomeStore.ts';
export * from './MessageStore.ts';
export * from './OrderStore.ts';
export * from './Resource.ts';
export * from './RootStore.ts';
export * from './SessionStore.ts';
