/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where phones are sent instead of the PC client. */
  readonly VITE_MOBILE_SITE_URL?: string;
  /** The providers' authorisation page, with {type} and {redirect}; the sandbox's stand-in by default. */
  readonly VITE_THIRD_PARTY_AUTHORIZE_URL?: string;
}
