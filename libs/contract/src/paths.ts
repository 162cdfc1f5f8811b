import { areaRoots, setupPath, signInPaths } from './access.js';

/**
 * The typed route table of the web app. The web's router and components use it instead of string
 * literals (`paths.services.detail.getHref('nas')`), and so does the API for every link it puts in
 * an e-mail, a document or a payment's return address. `path` is the router pattern, `getHref`
 * builds a link to it.
 */

/** The 12 service pages, in the chain order of spec §2 (previous/next links). */
export const serviceSlugs = [
  'naval-electricity',
  'marine-electronics',
  'internet',
  'lithium-batteries',
  'solar-panels',
  'remote-monitoring',
  'nas',
  'tech-assistance',
  'equipment-repair',
  'ai-solutions',
  'process-automation',
  'design-3d',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export function isServiceSlug(value: unknown): value is ServiceSlug {
  return typeof value === 'string' && (serviceSlugs as readonly string[]).includes(value);
}

const route = <P extends string>(path: P) => ({ path, getHref: () => path });

/**
 * Where a page's English address begins: the public site's plain addresses are Spanish, `/en/…`
 * their English twins (the spec's canonical scheme), and so is the sign-in page's.
 */
export const ENGLISH_PREFIX = '/en';
/** A page of one object by its global id: `/admin/clients/:id`. */
const detail = <P extends string>(base: P) => ({ path: `${base}/:id` as const, getHref: (id: string) => `${base}/${encodeURIComponent(id)}` });
/** A page opened from a one-time link: `?token=` when given. */
const tokenRoute = <P extends string>(path: P) => ({
  path,
  getHref: (token?: string) => (token === undefined ? path : `${path}?${new URLSearchParams({ token }).toString()}`),
});

/** A path with the given query parameters (those undefined left out). */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const given = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return given.length ? `${path}?${new URLSearchParams(given).toString()}` : path;
}

export const paths = {
  home: route('/'),
  services: {
    ...route('/services'),
    detail: {
      path: '/services/:slug',
      getHref: (slug: ServiceSlug) => `/services/${slug}`,
    },
  },
  blog: route('/blog'),
  shop: route('/shop'),
  vip: route('/vip'),
  documentation: route('/documentation'),
  /**
   * Each legal page answers on two paths (spec §2): the root routing table's
   * `/legal/...` and the footer's short form, which links use.
   */
  legal: {
    notice: { path: '/legal-notice', aliases: ['/legal/notice'], getHref: () => '/legal-notice' },
    privacy: { path: '/privacy', aliases: ['/legal/privacy'], getHref: () => '/privacy' },
    terms: { path: '/terms', aliases: ['/legal/terms'], getHref: () => '/terms' },
    cookies: { path: '/cookies', aliases: ['/legal/cookie-policy'], getHref: () => '/cookies' },
  },
  auth: {
    /** In the visitor's stored language (Spanish when none); `english`, in English whatever is stored. */
    login: { ...route(signInPaths.login), english: route(`${ENGLISH_PREFIX}${signInPaths.login}` as const) },
    /** The one-time link of a customer's invitation or password reset, `?token=` (the API's e-mails). */
    setPassword: tokenRoute(signInPaths.setPassword),
    /** The one-time link of a sign-in e-mail, `?token=` (the API's e-mails). */
    signInLink: tokenRoute(signInPaths.signInLink),
    /** A visitor creates a customer account, on their way to `?redirect=` (joining a membership). */
    signUp: { path: signInPaths.signUp, getHref: (redirect?: string) => withQuery(signInPaths.signUp, { redirect }) },
    /** The sign-up's confirmation link (the API's e-mail): `?token=`, and where the visitor was going. */
    confirmSignUp: {
      path: signInPaths.confirmSignUp,
      getHref: (token?: string, redirect?: string) => withQuery(signInPaths.confirmSignUp, { token, redirect }),
    },
    /** The first admin's one-time setup link, printed by the server at start on a database with no admin. */
    setup: { path: `${setupPath}/:token` as const, getHref: (token: string) => `${setupPath}/${encodeURIComponent(token)}` },
  },
  app: {
    root: route(areaRoots.app),
    boats: {
      ...route('/app/boats'),
      detail: {
        path: '/app/boats/:id',
        getHref: (id: string) => `/app/boats/${encodeURIComponent(id)}`,
      },
    },
    /** `?boat=` picks the boat; each `alert=` (one of its open alerts) fills the title and description from it. */
    jobRequest: {
      path: '/app/job-request',
      getHref: ({ boat, alerts = [] }: { boat?: string; alerts?: readonly string[] } = {}) => {
        const pairs: [string, string][] = [...(boat ? [['boat', boat] as [string, string]] : []), ...alerts.map((id): [string, string] => ['alert', id])];
        const query = new URLSearchParams(pairs).toString();
        return query ? `/app/job-request?${query}` : '/app/job-request';
      },
    },
    jobs: { ...route('/app/jobs'), detail: detail('/app/jobs') },
    /** `?payment=paid|cancelled&invoice=<number>`: where Stripe's checkout sends the customer back (the API sets it). */
    invoices: {
      path: '/app/invoices',
      getHref: (checkout?: { payment: 'paid' | 'cancelled'; invoice: string }) =>
        checkout ? `/app/invoices?${new URLSearchParams({ payment: checkout.payment, invoice: checkout.invoice }).toString()}` : '/app/invoices',
    },
    /**
     * 'Mi membresía'. `?join=SILVER|GOLD`: the plan a customer asked for on /vip (signing in first
     * if need be); `?checkout=done|cancelled`: where Stripe's checkout of a membership sends them back.
     */
    membership: {
      path: '/app/membership',
      getHref: (query: { join?: 'SILVER' | 'GOLD'; checkout?: 'done' | 'cancelled' } = {}) => {
        const pairs: [string, string][] = [];
        if (query.join) pairs.push(['join', query.join]);
        if (query.checkout) pairs.push(['checkout', query.checkout]);
        const search = new URLSearchParams(pairs).toString();
        return search ? `/app/membership?${search}` : '/app/membership';
      },
    },
  },
  /** The technicians' area: today's and the next visits; a visit's screen, where the work aboard is recorded. */
  technician: { root: route(areaRoots.technician), visit: detail('/technician/visits') },
  admin: {
    root: route(areaRoots.admin),
    /** The owner's desk: what needs the company today, and the numbers. */
    dashboard: route('/admin/dashboard'),
    /** The website's texts in both languages, with their history. */
    siteTexts: route('/admin/site-texts'),
    clients: { ...route('/admin/clients'), new: route('/admin/clients/new'), detail: detail('/admin/clients') },
    jobs: { ...route('/admin/jobs'), new: route('/admin/jobs/new'), detail: detail('/admin/jobs') },
    invoices: { ...route('/admin/invoices'), new: route('/admin/invoices/new'), detail: detail('/admin/invoices') },
    /** A boat's equipment register, maintenance plan and running hours. */
    boats: { detail: detail('/admin/boats') },
    /** Every boat's maintenance due soon or overdue, to turn into jobs; and the default tasks of each category. */
    maintenance: { ...route('/admin/maintenance'), templates: route('/admin/maintenance/templates') },
    /** The week of visits, of every technician or one. */
    schedule: route('/admin/schedule'),
    /** The staff's accounts (admins and technicians): invited, deactivated and reactivated here. */
    staff: route('/admin/staff'),
    settings: route('/admin/settings'),
    /** The price list: parts (technicians pick them aboard) and the hourly rate of labour. */
    parts: route('/admin/parts'),
    /** VERI*FACTU: the chain of billing records, its verification, sending to the AEAT, the quarter's ledger; the billing system's declaración responsable of each version (?version=). */
    verifactu: { ...route('/admin/verifactu'), declaration: route('/admin/verifactu/declaration') },
    /** 'Socios VIP': members per plan, places, the waiting list, a membership paid by transfer. */
    vip: route('/admin/vip'),
  },
} as const;

/**
 * Every path pattern the router answers, with the values a parameter is
 * limited to. The build writes it beside index.html (routes.json), so the
 * server answers any other path with HTTP 404.
 */
export interface RouteManifest {
  patterns: string[];
  params: Record<string, readonly string[]>;
}

function collectPatterns(node: object, into: string[]): string[] {
  const { path, aliases } = node as { path?: unknown; aliases?: readonly string[] };
  if (typeof path === 'string') into.push(path, ...(aliases ?? []));
  for (const child of Object.values(node)) {
    if (typeof child === 'object' && child !== null && !Array.isArray(child)) collectPatterns(child, into);
  }
  return into;
}

export function routeManifest(): RouteManifest {
  return { patterns: collectPatterns(paths, []), params: { slug: serviceSlugs } };
}
