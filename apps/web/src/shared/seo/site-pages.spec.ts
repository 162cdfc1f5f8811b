import { describe, expect, it } from '@jest/globals';
import { listedPage, sitePages } from './site-pages';

describe('listedPage', () => {
  it('is the listed page of any form of its address: language prefix, alias, trailing slash, letter case', () => {
    expect(listedPage('/legal/notice')).toBe('/legal-notice');
    expect(listedPage('/en/legal/cookie-policy/')).toBe('/cookies');
    expect(listedPage('/en/Services/NAS')).toBe('/services/nas');
    expect(listedPage('/en')).toBe('/');
    expect(listedPage('/en/')).toBe('/');
  });

  it('is itself for every listed page, and null for an address that is no page of the site', () => {
    for (const { path } of sitePages()) expect(listedPage(path)).toBe(path);
    expect(listedPage('/no-such-page')).toBeNull();
    expect(listedPage('/admin/login')).toBeNull();
  });
});
