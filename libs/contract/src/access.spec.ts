import { describe, expect, it } from '@jest/globals';
import { accessFor, isSignInPath } from './access.js';
import { paths } from './paths.js';

describe('accessFor', () => {
  it('keeps the login page and public pages open', () => {
    expect(accessFor('/admin/login')).toBe('public');
    expect(accessFor('/set-password?token=abc')).toBe('public');
    expect(accessFor('/sign-in-link?token=abc')).toBe('public');
    expect(accessFor('/admin/login/')).toBe('public');
    expect(accessFor('/')).toBe('public');
    expect(accessFor('/services/nas')).toBe('public');
    expect(accessFor('/application')).toBe('public');
  });

  it('needs a session for the portal and the admin role for admin pages', () => {
    expect(accessFor('/app')).toBe('user');
    expect(accessFor('/app/boats/2?tab=history')).toBe('user');
    expect(accessFor('/admin')).toBe('admin');
    expect(accessFor('/admin/dashboard#content')).toBe('admin');
  });

  it("keeps the technicians' area to technicians (and admins)", () => {
    expect(accessFor('/technician')).toBe('technician');
    expect(accessFor('/technician/')).toBe('technician');
    expect(accessFor('/technicians')).toBe('public');
  });

  it("answers for the route table's own pages: the areas' pages and the sign-in pages", () => {
    expect(accessFor(paths.admin.clients.detail.getHref('1'))).toBe('admin');
    expect(accessFor(paths.app.invoices.getHref())).toBe('user');
    expect(accessFor(paths.technician.visit.getHref('1'))).toBe('technician');
    expect(
      [paths.auth.login, paths.auth.setPassword, paths.auth.signInLink, paths.auth.signUp, paths.auth.confirmSignUp].map((page) => accessFor(page.getHref())),
    ).toEqual(['public', 'public', 'public', 'public', 'public']);
    // The first admin's setup page too: public, and a sign-in page (it keeps its address in every language).
    expect([accessFor(paths.auth.setup.getHref('k9')), isSignInPath(paths.auth.setup.getHref('k9')), isSignInPath('/setup')]).toEqual(['public', true, false]);
  });
});
