import { LegalLayout } from '../components/legal-layout';

/** Legal notice (/legal-notice, /legal/notice). */
export function LegalNoticePage() {
  return <LegalLayout page="notice" />;
}

export { LegalNoticePage as Component };
