import { forwardRef, useState, useSyncExternalStore, type AnchorHTMLAttributes, type ReactNode } from 'react';

/**
 * What the islands' build puts in place of react-router-dom (vite.config.ts). A public page is a
 * document of its own: its links are ordinary links (the server's rendered-page cache makes the
 * next page cheap) and moving is a page load, so the components that use the router's links and
 * hooks run in an island without the router.
 */

export type To = string | { pathname?: string; search?: string; hash?: string };

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  key: string;
}

/** The address of a link, as React Router writes it: a target without a path is on the current page. */
function href(to: To): string {
  if (typeof to === 'string') return to;
  const hash = to.hash && to.hash !== '#' ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : '';
  return (to.pathname ?? window.location.pathname) + (to.search ?? '') + hash;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const currentHref = () => window.location.href;

export function useLocation(): Location {
  useSyncExternalStore(subscribe, currentHref, currentHref);
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, key: 'default' };
}

export function useNavigate() {
  return (to: To, options?: { replace?: boolean }) => {
    if (options?.replace) window.location.replace(href(to));
    else window.location.assign(href(to));
  };
}

/** A served page's data is the page's: running its loaders again is loading the page again. */
export function useRevalidator() {
  const [state, setState] = useState<'idle' | 'loading'>('idle');
  return {
    state,
    revalidate: async () => {
      setState('loading');
      window.location.reload();
    },
  };
}

/** What failed is in the server's log: the served page carries only that it failed. */
export const useAsyncError = (): unknown => undefined;

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To; replace?: boolean };

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace: _replace, ...props }, ref) {
  return <a ref={ref} href={href(to)} {...props} />;
});

type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  children?: ReactNode;
};

/** Active by React Router's rule: the current path is the link's or, unless `end`, below it. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, end, className, ...props }, ref) {
  const pathname = useLocation().pathname.toLowerCase();
  const target = href(to).split(/[?#]/)[0].toLowerCase();
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = pathname === target || (!end && pathname.startsWith(target) && pathname.charAt(endSlash) === '/');
  return (
    <Link
      ref={ref}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={
        (typeof className === 'function' ? className({ isActive }) : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ')) || undefined
      }
      {...props}
    />
  );
});
