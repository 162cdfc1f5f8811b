import sanitizeHtml from 'sanitize-html';

/** The fields of a WordPress REST post (`/wp/v2/posts?_embed=true`) that the blog reads. */
export interface WordPressPost {
  id?: unknown;
  date?: unknown;
  date_gmt?: unknown;
  link?: unknown;
  title?: { rendered?: unknown };
  excerpt?: { rendered?: unknown };
  _embedded?: {
    author?: unknown;
    'wp:featuredmedia'?: unknown;
  };
}

/** A post as the API serves it: plain-text title, sanitised excerpt, derived image and author. */
export interface MappedBlogPost {
  id: string;
  link: string | null;
  date: Date | null;
  title: string;
  excerptHtml: string;
  /** The embedded featured image, or null (the client shows its default picture). */
  featuredImageUrl: string | null;
  featuredImageAlt: string | null;
  /** The embedded author's name, or null (the client shows the brand name). */
  authorName: string | null;
}

const EXCERPT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'em', 'strong', 'b', 'i', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'span'],
  // rel and target are set by transformTags below, never taken from the source.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }),
  },
};

const TEXT_OPTIONS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };

const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** HTML (with entities) → plain text: tags and scripts dropped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  // sanitize-html decodes every entity while parsing and escapes only & < > " again on output.
  const text = sanitizeHtml(html, TEXT_OPTIONS).replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ESCAPED[entity]);
  return text.replace(/\s+/g, ' ').trim();
}

/** Untrusted excerpt HTML → a small safe subset: no scripts, no event handlers, only http(s)/mailto links. */
export function sanitizeExcerpt(html: string): string {
  return sanitizeHtml(html, EXCERPT_OPTIONS).trim();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** An absolute http(s) URL, or null. */
export function safeUrl(value: unknown): string | null {
  const text = stringOf(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The first embedded item unless WordPress embedded an error object (`{ code, message }`) instead. */
function firstEmbedded(list: unknown): Record<string, unknown> | null {
  const first = Array.isArray(list) ? list[0] : undefined;
  if (!isRecord(first) || 'code' in first) return null;
  return first;
}

/** WordPress dates: `date_gmt` has no zone but is UTC; `date` is the site's local time. */
function dateOf(post: WordPressPost): Date | null {
  const gmt = stringOf(post.date_gmt);
  const candidates = [gmt && !/[zZ]|[+-]\d\d:?\d\d$/.test(gmt) ? `${gmt}Z` : gmt, stringOf(post.date)];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const date = new Date(candidate);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return null;
}

export function mapWordPressPost(post: WordPressPost): MappedBlogPost {
  const media = firstEmbedded(post._embedded?.['wp:featuredmedia']);
  const author = firstEmbedded(post._embedded?.author);
  const id = typeof post.id === 'number' || typeof post.id === 'string' ? String(post.id) : '';
  return {
    id,
    link: safeUrl(post.link),
    date: dateOf(post),
    title: htmlToText(stringOf(post.title?.rendered) ?? ''),
    excerptHtml: sanitizeExcerpt(stringOf(post.excerpt?.rendered) ?? ''),
    featuredImageUrl: safeUrl(media?.source_url),
    featuredImageAlt: media ? htmlToText(stringOf(media.alt_text) ?? '') || null : null,
    authorName: author ? htmlToText(stringOf(author.name) ?? '') || null : null,
  };
}
