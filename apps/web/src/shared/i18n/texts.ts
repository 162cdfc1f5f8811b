import {
  isScreenLabelNamespace,
  loadScreenLabels,
  normalizeLanguage,
  type Language,
  type Namespace,
  type ScreenLabelNamespace,
  type SiteTextNamespace,
} from '@mmt/i18n';
import type { i18n as I18n } from 'i18next';
import { isGraphQLRequestError } from '../graphql/graphql-error';
import { publicData } from '../public-data/public-data';

/** Site texts being fetched, per i18next instance, by `language|namespace`: nothing is fetched twice at once. */
const pending = new WeakMap<I18n, Map<string, Promise<void>>>();

/**
 * Makes sure i18next has the texts of these namespaces in `language` (the current one unless
 * given): site texts come from the API (`siteTexts`, one request for all that are missing,
 * anonymous so the server's public cache answers it), screen labels from their bundled chunks.
 * Rejects when the texts cannot be had, so that a route fails instead of showing keys.
 */
export async function loadTexts(i18n: I18n, namespaces: readonly Namespace[], language: Language = normalizeLanguage(i18n.language)): Promise<void> {
  const labels = namespaces.filter((ns): ns is ScreenLabelNamespace => isScreenLabelNamespace(ns));
  const siteTexts = namespaces.filter((ns): ns is SiteTextNamespace => !isScreenLabelNamespace(ns));
  await Promise.all([loadScreenLabels(i18n, labels, language), loadSiteTexts(i18n, siteTexts, language)]);
}

/** Fetches these site texts again (after an admin saved one) and replaces what i18next has, in both languages. */
export async function reloadTexts(i18n: I18n, namespaces: readonly SiteTextNamespace[]): Promise<void> {
  await Promise.all(
    (['en', 'es'] as const).map(async (language) => {
      const loaded = namespaces.filter((ns) => i18n.hasResourceBundle(language, ns));
      if (loaded.length) await fetchInto(i18n, language, loaded);
    }),
  );
}

/** The namespaces i18next holds in a language (for switching: the new language needs the same ones). */
export function loadedNamespaces(i18n: I18n, language: Language): Namespace[] {
  return Object.keys(i18n.getDataByLanguage(language) ?? {}) as Namespace[];
}

function loadSiteTexts(i18n: I18n, namespaces: readonly SiteTextNamespace[], language: Language): Promise<unknown> {
  let inFlight = pending.get(i18n);
  if (!inFlight) pending.set(i18n, (inFlight = new Map()));
  const waits: Promise<void>[] = [];
  const missing: SiteTextNamespace[] = [];
  for (const ns of new Set(namespaces)) {
    const waiting = inFlight.get(`${language}|${ns}`);
    if (waiting) waits.push(waiting);
    else if (!i18n.hasResourceBundle(language, ns)) missing.push(ns);
  }
  if (missing.length) {
    const fetching = fetchInto(i18n, language, missing);
    for (const ns of missing) inFlight.set(`${language}|${ns}`, fetching);
    void fetching.finally(() => missing.forEach((ns) => inFlight.delete(`${language}|${ns}`))).catch(() => undefined);
    waits.push(fetching);
  }
  return Promise.all(waits);
}

/** One `siteTexts` read (retried once after a network or server fault), its namespaces added to i18next. */
async function fetchInto(i18n: I18n, language: Language, namespaces: readonly SiteTextNamespace[]): Promise<void> {
  const sorted = [...namespaces].sort();
  const fetchOnce = () => publicData().siteTexts(language, sorted);
  const texts = await fetchOnce().catch((error: unknown) => {
    if (isGraphQLRequestError(error) && error.isTransient) return fetchOnce();
    throw error;
  });
  for (const ns of namespaces) i18n.addResourceBundle(language, ns, texts[ns] ?? {}, true, true);
}
