import { describe, expect, it } from '@jest/globals';
import { languageOfPath, localizeHref, localizePath } from './site-language';

describe('site addresses per language', () => {
  it('reads the language of a site address: plain is Spanish, /en/… English', () => {
    expect(languageOfPath('/')).toBe('es');
    expect(languageOfPath('/services/nas')).toBe('es');
    expect(languageOfPath('/en/')).toBe('en');
    expect(languageOfPath('/en/services/nas')).toBe('en');
  });

  it('leaves the portal, the admin area and every sign-in page to the stored language', () => {
    for (const path of ['/app', '/app/boats', '/admin/dashboard', '/admin/login', '/set-password', '/sign-in-link']) {
      expect([path, languageOfPath(path)]).toEqual([path, null]);
      expect(localizePath(path, 'en')).toBe(path);
    }
  });

  it('gives the twin of a site address, keeping query and hash', () => {
    expect(localizePath('/', 'en')).toBe('/en/');
    expect(localizePath('/en/', 'es')).toBe('/');
    expect(localizePath('/en/blog', 'es')).toBe('/blog');
    expect(localizeHref('/blog?page=2#contact', 'en')).toBe('/en/blog?page=2#contact');
    expect(localizeHref('#contact', 'en')).toBe('#contact');
  });
});
