import { describe, expect, it } from '@jest/globals';
import { companySeed as company } from '@mmt/company';
import { canonicalUrl, jsonLd, serviceStructuredData } from './structured-data';

describe('service structured data', () => {
  it('builds canonical URLs on the company website', () => {
    expect(canonicalUrl('/services/ai-solutions', { website: 'https://www.example.com' })).toBe('https://www.example.com/services/ai-solutions');
    expect(canonicalUrl('/services/ai-solutions', { website: 'https://www.example.com/' })).toBe('https://www.example.com/services/ai-solutions');
  });

  it('describes the service and its provider', () => {
    const data = serviceStructuredData(
      { url: 'https://www.example.com/services/ai-solutions', name: 'AI Solutions', description: 'd', image: '/images/services/ai-solutions.svg', language: 'en' },
      company,
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'AI Solutions',
      url: 'https://www.example.com/services/ai-solutions',
      provider: { '@type': 'LocalBusiness', name: company.brandName, telephone: company.phone },
    });
  });

  it('cannot close its script tag', () => {
    expect(jsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
