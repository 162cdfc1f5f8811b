import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Link, NavLink, useAsyncError, useLocation, useNavigate, useRevalidator } from './island-router';

// The islands' stand-in for react-router-dom, on a page of its own: the window is the page's address.
const visits: string[] = [];

function atAddress(address: string): void {
  const url = new URL(address, 'https://mallorcamarinetech.example');
  const location = {
    href: url.href,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    assign: (to: string) => visits.push(`assign ${to}`),
    replace: (to: string) => visits.push(`replace ${to}`),
    reload: () => visits.push('reload'),
  };
  Object.assign(globalThis, { window: { location, addEventListener: () => undefined, removeEventListener: () => undefined } });
}

const html = (element: ReactNode) => renderToStaticMarkup(element);

/** What a hook returns in a rendered island. */
function hook<T>(use: () => T): T {
  let result: T | undefined;
  function Probe() {
    result = use();
    return null;
  }
  renderToStaticMarkup(<Probe />);
  return result as T;
}

beforeEach(() => atAddress('/en/services/marine-electronics?page=2#contact'));
afterEach(() => {
  visits.length = 0;
  Reflect.deleteProperty(globalThis, 'window');
});

describe("the islands' Link", () => {
  it('is an ordinary link to its target, as React Router writes it', () => {
    expect(html(<Link to="/en/blog">Blog</Link>)).toBe('<a href="/en/blog">Blog</a>');
    expect(html(<Link to={{ pathname: '/en/vip', search: '?plan=gold', hash: 'join' }}>VIP</Link>)).toBe('<a href="/en/vip?plan=gold#join">VIP</a>');
    // Without a path: on this page.
    expect(html(<Link to={{ hash: '#footer' }}>Contact</Link>)).toBe('<a href="/en/services/marine-electronics#footer">Contact</a>');
  });

  it("keeps its other props and drops the router's", () => {
    expect(html(<Link to="/" replace className="brand" aria-label="Home" />)).toBe('<a href="/" class="brand" aria-label="Home"></a>');
  });
});

describe("the islands' NavLink", () => {
  it("is active by React Router's rule: its own path or, unless `end`, one below it", () => {
    expect(html(<NavLink to="/en/services">Services</NavLink>)).toBe('<a href="/en/services" aria-current="page" class="active">Services</a>');
    expect(html(<NavLink to="/EN/Services/">Services</NavLink>)).toContain('aria-current="page"');
    expect(
      html(
        <NavLink to="/en/services" end>
          Services
        </NavLink>,
      ),
    ).toBe('<a href="/en/services">Services</a>');
    // A longer name with the same beginning is another page.
    expect(html(<NavLink to="/en/serv">Serv</NavLink>)).toBe('<a href="/en/serv">Serv</a>');
  });

  it('gives a className function whether it is active', () => {
    const className = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');
    expect(html(<NavLink to="/en/services" className={className} />)).toContain('class="on"');
    expect(html(<NavLink to="/en/blog" className={className} />)).toBe('<a href="/en/blog" class="off"></a>');
  });
});

describe("the islands' hooks", () => {
  it('useLocation: the address of the page', () => {
    expect(hook(useLocation)).toEqual({ pathname: '/en/services/marine-electronics', search: '?page=2', hash: '#contact', key: 'default' });
  });

  it('useNavigate: a page load, replacing the entry when asked', () => {
    const navigate = hook(useNavigate);
    navigate('/en/blog');
    navigate({ pathname: '/en/vip', hash: 'join' }, { replace: true });
    expect(visits).toEqual(['assign /en/blog', 'replace /en/vip#join']);
  });

  it("useRevalidator: idle until asked, then loads the page again (its data is the page's)", async () => {
    const revalidator = hook(useRevalidator);
    expect(revalidator.state).toBe('idle');
    await revalidator.revalidate();
    expect(visits).toEqual(['reload']);
  });

  it('useAsyncError: nothing (what failed is in the server log)', () => {
    expect(hook(useAsyncError)).toBeUndefined();
  });
});
