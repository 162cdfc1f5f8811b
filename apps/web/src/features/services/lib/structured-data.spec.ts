import { describe, expect, it } from '@jest/globals';
import { companySeed as company } from '@mmt/company';
import { jsonLd } from '../../../shared/seo/head-tags';
import { serviceStructuredData } from './structured-data';

describe('service structured data', () => {
  it('describes the service and its provider', () => {
    const data = serviceStructuredData(
      {
        url: 'https://www.example.com/services/ai-solutions',
        name: 'AI Solutions',
        description: 'd',
        image: 'https://www.example.com/images/services/ai-solutions.svg',
        language: 'en',
      },
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
