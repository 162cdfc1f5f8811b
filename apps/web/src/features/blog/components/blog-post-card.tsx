import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BLOG_IMAGE, type BlogPostView } from '../lib/blog-post-view';
import { formatRelativeTime } from '../../../shared/format/relative-time';
import * as styles from './blog-post-card.css';

/** One post: featured image, title, excerpt (sanitised HTML from the API), author, relative date. */
export function BlogPostCard({ post }: { post: BlogPostView }) {
  const { t, i18n } = useTranslation('blog');
  const [imageUrl, setImageUrl] = useState(post.imageUrl);
  const date = post.date ? new Date(post.date) : null;

  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={imageUrl}
        alt={(imageUrl === post.imageUrl && post.imageAlt) || t('imageAlt', { title: post.title })}
        loading="lazy"
        decoding="async"
        width={600}
        height={338}
        referrerPolicy="no-referrer"
        onError={() => setImageUrl(DEFAULT_BLOG_IMAGE)}
        // The same on a served page, where the card is no island (app/islands/image-fallback.ts).
        data-fallback-src={DEFAULT_BLOG_IMAGE}
        data-fallback-alt={t('imageAlt', { title: post.title })}
      />
      <div className={styles.body}>
        <h2 className={styles.title}>
          {post.link ? (
            <a href={post.link} target="_blank" rel="noopener noreferrer" className={styles.titleLink}>
              {post.title}
            </a>
          ) : (
            post.title
          )}
        </h2>
        {/* Sanitised on the server (apps/api/src/blog): no scripts, handlers or javascript: URLs. */}
        <div className={styles.excerpt} dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
        <p className={styles.meta}>
          <span>{t('by', { author: post.author })}</span>
          {date && !Number.isNaN(date.getTime()) && (
            <time dateTime={date.toISOString()} title={date.toLocaleDateString(i18n.language)}>
              {formatRelativeTime(date, Date.now(), i18n.language)}
            </time>
          )}
        </p>
        {post.link && (
          <a href={post.link} target="_blank" rel="noopener noreferrer" className={styles.readMore} aria-label={t('readMoreAbout', { title: post.title })}>
            {t('readMore')}
          </a>
        )}
      </div>
    </article>
  );
}
