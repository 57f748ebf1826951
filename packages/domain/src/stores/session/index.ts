/** The session area's stores: who is logged in, the QR and third-party logins, the SMS countdown, the action guard. */
export * from './SessionStore.ts';
export * from './QrLoginStore.ts';
export * from './ThirdPartyCallbackStore.ts';
export * from './SmsCountdown.ts';
export * from './ActionGuard.ts';
