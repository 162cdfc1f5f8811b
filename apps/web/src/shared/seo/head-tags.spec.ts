import { describe, expect, it } from '@jest/globals';
import { absoluteUrl } from './head-tags';

describe('absoluteUrl', () => {
  it('puts a path on the public base URL, with or without its trailing slash', () => {
    expect(absoluteUrl('https://www.example.com', '/en/services/ai-solutions')).toBe('https://www.example.com/en/services/ai-solutions');
    expect(absoluteUrl('https://www.example.com/', '/services/ai-solutions')).toBe('https://www.example.com/services/ai-solutions');
  });
});
