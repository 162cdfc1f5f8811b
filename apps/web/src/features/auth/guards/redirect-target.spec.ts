import { describe, expect, it } from '@jest/globals';
import { postLoginTarget, redirectState } from './redirect-target';

const from = (pathname: string, search = '', hash = '') => ({ from: { pathname, search, hash } });

describe('postLoginTarget', () => {
  it('sends an admin to the dashboard and a customer to the portal by default', () => {
    expect(postLoginTarget(undefined, true)).toBe('/admin/dashboard');
    expect(postLoginTarget(null, false)).toBe('/app');
  });

  it('returns to the remembered origin with its query and hash', () => {
    expect(postLoginTarget(from('/app/invoices', '?page=2', '#top'), false)).toBe('/app/invoices?page=2#top');
    expect(postLoginTarget(from('/admin/jobs'), true)).toBe('/admin/jobs');
  });

  it('lets an admin return to customer pages', () => {
    expect(postLoginTarget(from('/app/boats/3'), true)).toBe('/app/boats/3');
  });

  it('does not send a customer back to an admin page', () => {
    expect(postLoginTarget(from('/admin/dashboard'), false)).toBe('/app');
  });

  it('ignores origins that would leave the site or loop to the login page', () => {
    expect(postLoginTarget(from('//evil.example/x'), false)).toBe('/app');
    expect(postLoginTarget(from('/\\evil.example'), false)).toBe('/app');
    expect(postLoginTarget(from('https://evil.example'), true)).toBe('/admin/dashboard');
    expect(postLoginTarget(from('/admin/login'), true)).toBe('/admin/dashboard');
    expect(postLoginTarget(from('/en/admin/login'), false)).toBe('/app');
    expect(postLoginTarget({ from: 'garbage' }, false)).toBe('/app');
  });

  it('sends a technician to their visits, and keeps them out of the portal and the admin area', () => {
    expect(postLoginTarget(null, false, true)).toBe('/technician');
    expect(postLoginTarget(from('/app/invoices'), false, true)).toBe('/technician');
    expect(postLoginTarget(from('/admin/schedule'), false, true)).toBe('/technician');
    expect(postLoginTarget(from('/technician'), false)).toBe('/app');
    expect(postLoginTarget(from('/technician'), true)).toBe('/technician');
  });
});

describe('redirectState', () => {
  it("reads a `?redirect=` of the sign-in page's address, with its query and hash", () => {
    expect(redirectState('?redirect=%2Fapp%2Finvoices%3Fpage%3D2%23top', null)).toEqual(from('/app/invoices', '?page=2', '#top'));
    expect(postLoginTarget(redirectState('?redirect=/admin/jobs', null), true)).toBe('/admin/jobs');
  });

  it("else the router's state kept in the history entry (a guard's, over a reload)", () => {
    expect(redirectState('', { usr: from('/app/boats'), key: 'x', idx: 1 })).toEqual(from('/app/boats'));
    expect(redirectState('?email=a%40b.c', { usr: from('/app/boats') })).toEqual(from('/app/boats'));
    expect(redirectState('', null)).toBeNull();
    expect(redirectState('', { usr: null })).toBeNull();
  });

  it('leads nowhere off the site, whatever the address says', () => {
    expect(postLoginTarget(redirectState('?redirect=//evil.example/x', null), false)).toBe('/app');
    expect(postLoginTarget(redirectState('?redirect=https://evil.example', null), true)).toBe('/admin/dashboard');
    expect(postLoginTarget(redirectState('?redirect=/\\evil.example', null), false)).toBe('/app');
    expect(postLoginTarget(redirectState('?redirect=/admin/login', null), false)).toBe('/app');
  });
});
