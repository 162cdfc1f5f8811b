import { describe, expect, it } from '@jest/globals';
import { isServiceSlug, paths, routeManifest, serviceSlugs } from './paths.js';

describe('paths', () => {
  it('builds the links of the spec', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.services.detail.getHref('design-3d')).toBe('/services/design-3d');
    expect(paths.app.boats.detail.getHref('a/b')).toBe('/app/boats/a%2Fb');
    expect(paths.app.jobRequest.getHref()).toBe('/app/job-request');
    expect(paths.app.jobRequest.getHref({ boat: 'Qm9hdDox', alerts: ['QWxlcnQ6Mw==', 'QWxlcnQ6NA=='] })).toBe(
      '/app/job-request?boat=Qm9hdDox&alert=QWxlcnQ6Mw%3D%3D&alert=QWxlcnQ6NA%3D%3D',
    );
    expect(paths.legal.cookies.getHref()).toBe('/cookies');
    expect(paths.legal.notice.aliases).toEqual(['/legal/notice']);
  });

  it('builds the links the API puts in e-mails, documents and payments', () => {
    expect(paths.auth.setPassword.getHref('k9_-Zx')).toBe('/set-password?token=k9_-Zx');
    expect(paths.auth.signInLink.getHref('a b&c')).toBe('/sign-in-link?token=a+b%26c');
    expect(paths.auth.signInLink.getHref()).toBe('/sign-in-link');
    expect(paths.auth.signUp.getHref('/app/membership?join=GOLD')).toBe('/sign-up?redirect=%2Fapp%2Fmembership%3Fjoin%3DGOLD');
    expect(paths.auth.confirmSignUp.getHref('k9', '/app/membership?join=GOLD')).toBe('/sign-up/confirm?token=k9&redirect=%2Fapp%2Fmembership%3Fjoin%3DGOLD');
    expect(paths.auth.confirmSignUp.getHref('k9')).toBe('/sign-up/confirm?token=k9');
    expect(paths.auth.setup.getHref('k9_-Zx')).toBe('/setup/k9_-Zx');
    expect(paths.app.invoices.getHref({ payment: 'paid', invoice: 'F-2026/0007' })).toBe('/app/invoices?payment=paid&invoice=F-2026%2F0007');
    expect(paths.app.invoices.getHref()).toBe('/app/invoices');
    expect(paths.app.jobs.detail.getHref('Sm9iOjE')).toBe('/app/jobs/Sm9iOjE');
    expect(paths.admin.jobs.detail.getHref('Sm9iOjE')).toBe('/admin/jobs/Sm9iOjE');
  });

  it('knows the 12 service slugs', () => {
    expect(serviceSlugs).toHaveLength(12);
    expect(isServiceSlug('nas')).toBe(true);
    expect(isServiceSlug('plumbing')).toBe(false);
    expect(isServiceSlug(undefined)).toBe(false);
  });
});

describe('routeManifest', () => {
  it('lists every route pattern, legal aliases included, and limits the service slug', () => {
    const { patterns, params } = routeManifest();
    expect(patterns).toEqual(
      expect.arrayContaining([
        '/',
        '/services',
        '/services/:slug',
        '/blog',
        '/legal-notice',
        '/legal/notice',
        '/cookies',
        '/legal/cookie-policy',
        '/admin/login',
        '/en/admin/login',
        '/app/boats/:id',
        '/admin/settings',
        '/set-password',
        '/sign-in-link',
        '/app/jobs',
        '/app/jobs/:id',
        '/admin/clients/new',
        '/admin/invoices/:id',
        '/admin/verifactu',
        '/admin/verifactu/declaration',
        '/admin/maintenance',
        '/admin/maintenance/templates',
        '/admin/boats/:id',
        '/admin/schedule',
        '/admin/staff',
        '/setup/:token',
        '/technician',
        '/technician/visits/:id',
        '/admin/parts',
        '/admin/site-texts',
        '/app/membership',
        '/admin/vip',
        '/sign-up',
        '/sign-up/confirm',
      ]),
    );
    expect(patterns).toHaveLength(new Set(patterns).size);
    expect(patterns).toHaveLength(54);
    expect(params.slug).toEqual(serviceSlugs);
  });
});
