/**
 * The API's domains in their order, lowest first: a domain's running code imports only domains
 * before it in this list, so no two domains load each other (lint rule `layers/api`,
 * tools/eslint/layers-rule.ts). A domain meets another only through what that one exports: its
 * Nest module's services and providers, its models and pure helpers, its entities as the rows
 * those services hand out; not by SQL on the other's tables nor a repository of its entities
 * (`API_TABLES` below says whose each table is; lint rule `layers/api-tables`).
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

/**
 * Who owns each table: the folder whose code alone runs SQL on it and uses repositories of its
 * entities (lint rule `layers/api-tables`). Every table the migrations leave is here once, and an
 * `@Entity('table')` lives in its owner's folder (tools/eslint/tables-rule.spec.ts). `common` owns
 * the rate limits' tables (`rate_limit_counters` stays for the release before the sliding windows).
 */
export const API_TABLES = {
  users: ['users'],
  company: ['business_hours', 'company_details'],
  content: ['content_entries', 'content_revisions'],
  outbox: ['outbox_messages'],
  'one-time-links': ['one_time_links'],
  'calendar-feeds': ['maintenance_calendar_feeds'],
  auth: ['auth_sessions', 'refresh_tokens', 'sign_ups'],
  backup: ['backup_runs'],
  boats: ['boats'],
  alerts: ['boat_alerts', 'boat_alert_rules', 'boat_alert_states'],
  jobs: ['jobs', 'job_status_changes'],
  equipment: ['boat_equipment'],
  maintenance: ['maintenance_task_templates', 'maintenance_tasks', 'boat_running_hours'],
  schedule: ['visits', 'visit_technicians'],
  'visit-work': ['visit_entries', 'visit_entry_corrections', 'visit_photos', 'job_checklist_items', 'parts', 'labour_rate'],
  quotes: ['quotes', 'quote_lines'],
  invoices: [
    'invoices',
    'invoice_lines',
    'invoice_counters',
    'stripe_events',
    'billing_records',
    'billing_chain_head',
    'billing_chain_verifications',
    'aeat_submissions',
    'aeat_responses',
    'aeat_sender',
    'system_declarations',
    'verifactu_certificate_alert',
    'verifactu_environment_switches',
  ],
  memberships: ['membership_plans', 'memberships', 'membership_invoices', 'membership_requests', 'membership_reconciliations'],
  telemetry: ['device_tokens', 'telemetry_readings', 'telemetry_rollups'],
  common: ['rate_limit_counters', 'rate_limit_windows', 'rate_limit_estimates'],
};
