import { isServiceSlug, paths } from '../../../shared/paths';

/** Where a content entry shows up: a page to open, or a kind of place that has no single page. */
export type TextLocation = { kind: 'page'; href: string } | { kind: 'everyPage' | 'formErrors' | 'errorScreen' | 'documents'; href?: undefined };

const legalPages = { notice: paths.legal.notice, privacy: paths.legal.privacy, terms: paths.legal.terms, cookies: paths.legal.cookies } as const;

/** A path no page answers: it shows the not-found page, where its texts appear. */
const NOT_FOUND_EXAMPLE = '/this-page-does-not-exist';

const page = (href: string): TextLocation => ({ kind: 'page', href });

/** The one map from a section (and key) to where its text appears on the site. */
export function textLocation(section: string, key: string): TextLocation {
  const [first, second] = key.split('.');
  switch (section) {
    case 'home':
    case 'about':
      return page(paths.home.getHref());
    case 'services':
      if (first === 'items' && isServiceSlug(second)) return page(paths.services.detail.getHref(second));
      if (['title', 'subtitle', 'learnMore', 'showAll'].includes(first)) return page(paths.services.getHref());
      return page(paths.services.detail.getHref('naval-electricity'));
    case 'blog':
      return page(paths.blog.getHref());
    case 'shop':
      return page(paths.shop.getHref());
    case 'vip':
      return page(paths.vip.getHref());
    case 'docs':
      return page(paths.documentation.getHref());
    case 'legal':
      return page((first === 'pages' && second in legalPages ? legalPages[second as keyof typeof legalPages] : legalPages.notice).getHref());
    case 'common':
    case 'layout':
    case 'cookies':
      return { kind: 'everyPage' };
    case 'errors':
      if (first === 'notFound') return page(NOT_FOUND_EXAMPLE);
      if (first === 'validation') return { kind: 'formErrors' };
      return { kind: 'errorScreen' };
    default:
      // Texts of documents (invoices, e-mails) and anything newer than this map.
      return { kind: 'documents' };
  }
}
