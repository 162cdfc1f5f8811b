import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sectionImage } from './section-image';

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));

describe('link-preview images', () => {
  it('name a file that the site serves, for every section and both languages', () => {
    for (const path of ['/', '/en/', '/services/nas', '/en/blog', '/shop', '/vip', '/en/documentation', '/privacy']) {
      const image = sectionImage(path);
      expect(existsSync(join(publicDir, image))).toBe(true);
    }
    expect(sectionImage('/en/services/nas')).toBe('/og/services.png');
    expect(sectionImage('/privacy')).toBe('/og/home.png');
  });
});
