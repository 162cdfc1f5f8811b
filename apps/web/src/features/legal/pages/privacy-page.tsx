import { LegalLayout } from '../components/legal-layout';

/** Privacy policy (/privacy, /legal/privacy). */
export function PrivacyPage() {
  return <LegalLayout page="privacy" />;
}

export { PrivacyPage as Component };
