/*
 * Typed translation keys: `t('auth:login.title')` is checked against the
 * English resources (the parity test keeps Spanish identical in shape).
 */
import 'i18next';
import type { Namespaces } from './resources.js';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Namespaces;
    returnNull: false;
  }
}
