import type { BlogPostsQuery } from '@mmt/graphql';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Await, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { publicData } from '../../../shared/public-data/public-data';
import { paths } from '../../../shared/paths';
import { useListNeighbours, usePageMeta } from '../../../shared/seo/use-page-meta';
import { LinkRow } from '../../../shared/ui/link-row';
import { PageContainer, PageSubtitle, PageTitle } from '../../../shared/ui/page';
import { Island } from '../../../shared/islands/island';
import { Spinner } from '../../../shared/ui/spinner';
import { BlogError } from '../components/blog-error';
import { BlogPagination } from '../components/blog-pagination';
import { BlogPostCard } from '../components/blog-post-card';
import { toBlogPostView } from '../lib/blog-post-view';
import { blogStructuredData } from '../lib/structured-data';
import { parsePageParam } from '../../../shared/seo/list-page';
import * as styles from './blog-page.css';
import { useCompany } from '../../../shared/company/company';
import { normalizeLanguage } from '@mmt/i18n';
import { absoluteUrl, jsonLd } from '../../../shared/seo/head-tags';
import { useSiteUrl } from '../../../shared/seo/use-site-url';

type BlogPageData = BlogPostsQuery['blogPosts'];

/**
 * Starts loading the page of posts named by `?page=` without waiting for it:
 * the page shows its spinner, then the list, the empty message or the error.
 */
export function loader({ request: routeRequest }: LoaderFunctionArgs) {
  const page = parsePageParam(new URL(routeRequest.url).searchParams.get('page'));
  return { page, posts: publicData().blogPosts(page, routeRequest.signal) };
}

function BlogPostList({ data }: { data: BlogPageData }) {
  const company = useCompany();
  const siteUrl = useSiteUrl();
  const { pathname, search } = useLocation();
  const { t, i18n } = useTranslation('blog');
  useListNeighbours({ page: data.page, totalPages: data.totalPages });
  const posts = data.posts.map((post) => toBlogPostView(post, company.brandName));
  if (data.posts.length === 0) {
    return (
      <>
        <p className={styles.empty}>{t('no_blog_posts')}</p>
        <BlogPagination page={data.page} totalPages={data.totalPages} />
      </>
    );
  }
  const structured = blogStructuredData({
    url: absoluteUrl(siteUrl, pathname + search),
    name: t('title'),
    language: normalizeLanguage(i18n.language),
    siteUrl,
    posts,
  });
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structured) }} />
      <ul className={styles.grid}>
        {posts.map((post) => (
          <li key={post.id}>
            <BlogPostCard post={post} />
          </li>
        ))}
      </ul>
      <BlogPagination page={data.page} totalPages={data.totalPages} />
    </>
  );
}

/** The failed load's message: on the served page, its 'Try again' is an island. */
function BlogErrorIsland() {
  return (
    <Island name="blogError">
      <BlogError />
    </Island>
  );
}

/** Blog (/blog?page=n): spec §2, §4 (loading, error, empty, list), §9 (6 per page, pagination). */
export function BlogPage() {
  const { t } = useTranslation('blog');
  // The server's render has the posts settled in place of the promise (entry-server's settleDeferredData).
  const { page, posts } = useLoaderData<typeof loader>() as { page: number; posts: Promise<BlogPageData> | BlogPageData };
  usePageMeta({ title: t('title'), description: t('metaDescription'), page });

  return (
    <PageContainer>
      <header className={styles.header}>
        <PageTitle>{t('title')}</PageTitle>
        <PageSubtitle>{t('subtitle')}</PageSubtitle>
        <LinkRow
          label={t('explore.label')}
          links={[
            { to: paths.shop.getHref(), label: t('explore.shop') },
            { to: paths.documentation.getHref(), label: t('explore.documentation') },
          ]}
        />
      </header>
      {posts instanceof Promise ? (
        // Loading in the browser. Keyed by page: every page change shows the spinner again.
        <Suspense key={page} fallback={<Spinner label={t('loading')} />}>
          <Await resolve={posts} errorElement={<BlogErrorIsland />}>
            {(data) => <BlogPostList data={data} />}
          </Await>
        </Suspense>
      ) : (
        // Loaded by the server (entry-server's settleDeferredData): the page is whole, nothing to wait for.
        <BlogPostList data={posts} />
      )}
    </PageContainer>
  );
}

export { BlogPage as Component };
