import type { Language } from '@mmt/i18n';
import { getAccessToken, refreshAccessToken } from '../session/access-token';

/** A PDF (an invoice, a quote) in the given language. */
export function downloadPdf(pdfUrl: string, fileName: string, language: Language): Promise<void> {
  return downloadFile(pdfUrl, fileName, { lang: language });
}

/**
 * Fetches a file of the API (a PDF, the ledger's CSV) with the bearer token (renewing it once when
 * it has expired) and saves it under `fileName` through a temporary object URL.
 */
export async function downloadFile(address: string, fileName: string, query: Record<string, string> = {}): Promise<void> {
  const source = new URL(address, window.location.origin);
  for (const [name, value] of Object.entries(query)) source.searchParams.set(name, value);
  const get = (token: string | null) => fetch(source, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  let response = await get(getAccessToken());
  if (response.status === 401) response = await get(await refreshAccessToken());
  if (!response.ok) throw new Error(`Download of ${source.pathname} failed: HTTP ${response.status}`);
  saveFile(await response.blob(), fileName);
}

/** Saves a file made or fetched in the page under `fileName`, through a temporary object URL. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
