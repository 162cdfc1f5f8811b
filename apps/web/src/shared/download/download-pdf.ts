import type { Language } from '@mmt/i18n';
import { getAccessToken, refreshAccessToken } from '../session/access-token';

/**
 * Fetches a PDF (an invoice, a quote) in the given language with the bearer token
 * (renewing it once when it has expired) and saves it under `fileName`
 * through a temporary object URL.
 */
export async function downloadPdf(pdfUrl: string, fileName: string, language: Language): Promise<void> {
  const source = new URL(pdfUrl, window.location.origin);
  source.searchParams.set('lang', language);
  const get = (token: string | null) => fetch(source, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  let response = await get(getAccessToken());
  if (response.status === 401) response = await get(await refreshAccessToken());
  if (!response.ok) throw new Error(`PDF download failed: HTTP ${response.status}`);
  const blob = await response.blob();
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
