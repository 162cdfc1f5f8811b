/**
 * The API's domains in their order, lowest first: a domain's running code imports only domains
 * before it in this list, so no two domains load each other (lint rule `layers/api`,
 * tools/eslint/layers-rule.ts). A domain meets another only through what that one exports: its
 * Nest module's services and providers, its models and pure helpers, its entities as the rows
 * those services hand out; not by SQL on the other's tables.
 *
 * Where a lower domain needs something only a higher one knows, the lower one declares what it
 * needs as an abstract class (a Nest token) and the higher one provides it: quotes ask billing's
 * `MemberPricing` for member prices, which memberships (above invoices, which use quotes) provides;
 * calendar-feeds serves the links whose content maintenance and schedule provide.
 *
 * Not domains, so not listed: `common` and `config` sit below all of them; `database` (migrations,
 * seeds), `testing`, `schema` and the top files (app.module.ts, app.factory.ts, main.ts) compose
 * the domains and may import any of them. Type-only imports are erased by the compiler and so
 * load nothing: they may name a higher domain's types (alerts and boats name telemetry's metrics).
 */
export const API_DOMAINS = [
  'billing',
  'users',
  'company',
  'content',
  'texts',
  'outbox',
  'one-time-links',
  'calendar-feeds',
  'auth',
  'accounts',
  'clients',
  'staff',
  'blog',
  'backup',
  'boats',
  'alerts',
  'jobs',
  'equipment',
  'maintenance',
  'schedule',
  'visit-work',
  'quotes',
  'invoices',
  'memberships',
  'monitoring',
  'telemetry',
  // The top aggregator: the admins' desk and the owner's figures read through the domains' services.
  'overview',
  'health',
  'setup',
  'web',
];

/** Top-level folders and files of apps/api/src that are not domains (see above). */
export const API_NOT_DOMAINS = ['common', 'config', 'database', 'testing', 'schema', 'app.module.ts', 'app.factory.ts', 'main.ts', 'domains.ts'];
