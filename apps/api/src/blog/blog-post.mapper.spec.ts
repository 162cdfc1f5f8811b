import { describe, expect, it } from '@jest/globals';
import { htmlToText, mapWordPressPost, safeUrl, sanitizeExcerpt } from './blog-post.mapper.js';

describe('blog post mapping', () => {
  it('decodes HTML entities in titles into plain text', () => {
    expect(htmlToText('Caf&eacute; &amp; Bar: it&#8217;s &#x201C;new&#x201D; &hellip;')).toBe('Café & Bar: it’s “new” …');
    expect(htmlToText('&lt;b&gt;not bold&lt;/b&gt;')).toBe('<b>not bold</b>');
  });

  it('drops tags and scripts from titles', () => {
    expect(htmlToText('<em>Hello</em> <script>alert(1)</script>world')).toBe('Hello world');
  });

  it('removes scripts, event handlers and javascript: links from excerpts', () => {
    const html = sanitizeExcerpt(
      '<p>Hi <img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)" onclick="x()">bad</a> <a href="https://example.com/a">good</a> [&hellip;]</p>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(html).toContain('<a href="https://example.com/a" rel="nofollow noopener noreferrer" target="_blank">good</a>');
    expect(html).toContain('[…]');
  });

  it('accepts only absolute http(s) URLs', () => {
    expect(safeUrl('https://blog.example.com/x.jpg')).toBe('https://blog.example.com/x.jpg');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(safeUrl('/relative.jpg')).toBeNull();
    expect(safeUrl(42)).toBeNull();
  });

  it('derives the featured image and the author from the embedded objects', () => {
    const post = mapWordPressPost({
      id: 7,
      date: '2025-05-01T12:00:00',
      date_gmt: '2025-05-01T10:00:00',
      link: 'https://blog.example.com/p/7',
      title: { rendered: 'Radar &amp; AIS' },
      excerpt: { rendered: '<p>Short.</p>' },
      _embedded: {
        author: [{ name: 'Marta' }],
        'wp:featuredmedia': [{ source_url: 'https://blog.example.com/radar.jpg', alt_text: 'A radar' }],
      },
    });
    expect(post).toEqual({
      id: '7',
      link: 'https://blog.example.com/p/7',
      date: new Date('2025-05-01T10:00:00Z'),
      title: 'Radar & AIS',
      excerptHtml: '<p>Short.</p>',
      featuredImageUrl: 'https://blog.example.com/radar.jpg',
      featuredImageAlt: 'A radar',
      authorName: 'Marta',
    });
  });

  it('falls back (null) when the embedded author or image is an error object or missing', () => {
    const withErrors = mapWordPressPost({
      id: 8,
      title: { rendered: 'x' },
      _embedded: {
        author: [{ code: 'rest_user_invalid_id', message: 'Invalid user ID.', data: { status: 404 } }],
        'wp:featuredmedia': [{ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.' }],
      },
    });
    expect(withErrors).toMatchObject({ featuredImageUrl: null, authorName: null });
    const bare = mapWordPressPost({ id: 9 });
    expect(bare).toMatchObject({ id: '9', title: '', excerptHtml: '', featuredImageUrl: null, authorName: null, date: null, link: null });
  });
});
