/** The user centre's stores. */
export * from './CertificationStore.ts';
