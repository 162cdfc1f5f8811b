import { LegalLayout } from '../components/legal-layout';

/** Cookie policy (/cookies, /legal/cookie-policy). */
export function CookiePolicyPage() {
  return <LegalLayout page="cookies" />;
}

export { CookiePolicyPage as Component };
