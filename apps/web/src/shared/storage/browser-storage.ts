/**
 * The browser's local or session storage, or undefined where there is none (the server) or where
 * the browser refuses it (privacy modes throw on access): what keeps a choice in the browser
 * reads and writes through this, and then lasts for the page view only when it is undefined.
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}
