import { describe, expect, it } from '@jest/globals';
import { DEFAULT_BLOG_IMAGE, toBlogPostView, type BlogPostData } from './blog-post-view';

const post: BlogPostData = {
  id: '1',
  link: 'https://blog.example.com/?p=1',
  date: '2025-05-01T10:00:00.000Z',
  title: 'Radar & AIS',
  excerptHtml: '<p>Short.</p>',
  featuredImageUrl: 'https://blog.example.com/radar.jpg',
  featuredImageAlt: 'A radar',
  authorName: 'Marta',
};

describe('toBlogPostView', () => {
  it('keeps the featured image and the author when present', () => {
    expect(toBlogPostView(post, 'Brand')).toMatchObject({ imageUrl: 'https://blog.example.com/radar.jpg', imageAlt: 'A radar', author: 'Marta' });
  });

  it('falls back to the default picture and the brand name', () => {
    const view = toBlogPostView({ ...post, featuredImageUrl: null, featuredImageAlt: 'stale', authorName: '  ' }, 'Brand');
    expect(view).toMatchObject({ imageUrl: DEFAULT_BLOG_IMAGE, imageAlt: null, author: 'Brand' });
    expect(toBlogPostView({ ...post, authorName: null }, 'Brand').author).toBe('Brand');
  });
});
