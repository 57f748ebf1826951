/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where phones are sent instead of the PC client. */
  readonly VITE_MOBILE_SITE_URL?: string;
}
