import { LegalLayout } from '../components/legal-layout';

/** Terms of service (/terms, /legal/terms). */
export function TermsPage() {
  return <LegalLayout page="terms" />;
}

export { TermsPage as Component };
