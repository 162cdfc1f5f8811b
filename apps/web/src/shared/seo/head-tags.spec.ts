import { describe, expect, it } from '@jest/globals';
import { companySeed } from '@mmt/company';
import { absoluteUrl, headTags, listNeighbours, pageAddresses } from './head-tags';

describe('absoluteUrl', () => {
  it('puts a path on the public base URL, with or without its trailing slash', () => {
    expect(absoluteUrl('https://www.example.com', '/en/services/ai-solutions')).toBe('https://www.example.com/en/services/ai-solutions');
    expect(absoluteUrl('https://www.example.com/', '/services/ai-solutions')).toBe('https://www.example.com/services/ai-solutions');
  });
});

describe('a paginated list', () => {
  const base = 'https://www.example.com';

  it('gives each page its own addresses, in both languages', () => {
    expect(pageAddresses(base, '/blog', 'en', 2)).toEqual({
      canonical: `${base}/en/blog?page=2`,
      alternates: { es: `${base}/blog?page=2`, en: `${base}/en/blog?page=2`, 'x-default': `${base}/blog?page=2` },
    });
    expect(pageAddresses(base, '/blog', 'es', 1).canonical).toBe(`${base}/blog`);
  });

  it('links a page to its neighbours: none before the first, none after the last', () => {
    expect(listNeighbours(base, '/blog', 'es', { page: 1, totalPages: 7 })).toEqual({ previous: null, next: `${base}/blog?page=2` });
    expect(listNeighbours(base, '/blog', 'en', { page: 2, totalPages: 7 })).toEqual({ previous: `${base}/en/blog`, next: `${base}/en/blog?page=3` });
    expect(listNeighbours(base, '/blog', 'es', { page: 7, totalPages: 7 })).toEqual({ previous: `${base}/blog?page=6`, next: null });
    expect(listNeighbours(base, '/blog', 'es', { page: 1, totalPages: 1 })).toEqual({ previous: null, next: null });
  });
});

describe('the head of a page in no sitemap (the sign-in page)', () => {
  it('has its title and description, and neither an address nor noindex', () => {
    const meta = { title: 'Iniciar Sesión', description: 'Entra en tu área de cliente & más' };
    const head = headTags({
      language: 'es',
      meta,
      company: companySeed,
      addresses: null,
      baseUrl: 'https://www.example.com',
      image: '/og/home.png',
      structuredData: [],
    });
    expect(head.split('\n    ')).toEqual([
      `<title>Iniciar Sesión | ${companySeed.brandName}</title>`,
      '<meta name="description" content="Entra en tu área de cliente &amp; más" />',
    ]);
  });
});
