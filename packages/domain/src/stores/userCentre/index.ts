/** The user centre's stores. */
export * from './CertificationStore.ts';
export * from './AddressBookStore.ts';
export * from './InvoicingStore.ts';
export * from './StaffStore.ts';
export * from './AdminChangeStore.ts';
export * from './PasswordChangeStore.ts';
export * from './AccountStore.ts';
export * from './PreferencesStore.ts';
