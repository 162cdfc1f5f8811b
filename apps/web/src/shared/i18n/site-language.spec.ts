import { describe, expect, it } from '@jest/globals';
import { isSignInPage, languageOfPath, localizeHref, localizePath } from './site-language';

describe('site addresses per language', () => {
  it('reads the language of a site address: plain is Spanish, /en/… English', () => {
    expect(languageOfPath('/')).toBe('es');
    expect(languageOfPath('/services/nas')).toBe('es');
    expect(languageOfPath('/en/')).toBe('en');
    expect(languageOfPath('/en/services/nas')).toBe('en');
  });

  it('leaves the portal, the admin area and the sign-in pages to the stored language', () => {
    for (const path of ['/app', '/app/boats', '/admin/dashboard', '/admin/login', '/set-password', '/sign-in-link']) {
      expect([path, languageOfPath(path)]).toEqual([path, null]);
    }
    for (const path of ['/app', '/app/boats', '/admin/dashboard', '/set-password', '/sign-in-link']) expect(localizePath(path, 'en')).toBe(path);
  });

  it('gives the sign-in page an English address beside its plain one, which follows the stored language', () => {
    expect(isSignInPage('/admin/login')).toBe(true);
    expect(isSignInPage('/en/admin/login/')).toBe(true);
    expect(isSignInPage('/en/admin/dashboard')).toBe(false);
    expect(localizePath('/admin/login', 'en')).toBe('/en/admin/login');
    expect(localizePath('/en/admin/login', 'es')).toBe('/admin/login');
    expect(localizePath('/en/admin/login', 'en')).toBe('/en/admin/login');
    expect(localizeHref('/admin/login?redirect=%2Fapp', 'en')).toBe('/en/admin/login?redirect=%2Fapp');
  });

  it('gives the twin of a site address, keeping query and hash', () => {
    expect(localizePath('/', 'en')).toBe('/en/');
    expect(localizePath('/en/', 'es')).toBe('/');
    expect(localizePath('/en/blog', 'es')).toBe('/blog');
    expect(localizeHref('/blog?page=2#contact', 'en')).toBe('/en/blog?page=2#contact');
    expect(localizeHref('#contact', 'en')).toBe('#contact');
  });
});
