/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'on' runs the mock backend in a service worker (development and the demo build). */
  readonly VITE_MOCK?: 'on' | 'off';
  /** Where the real backend lives; empty means the page's own origin (the dev proxy). */
  readonly VITE_API_BASE_URL?: string;
  /** The H5 application's base URL: set, a phone's visit to the mall goes there (02 §2); unset, to this app's mobile pages. */
  readonly VITE_H5_BASE_URL?: string;
}
