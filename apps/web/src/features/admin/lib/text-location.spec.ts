import { describe, expect, it } from '@jest/globals';
import { textLocation } from './text-location';

describe('where a text appears', () => {
  it('links page texts to their page', () => {
    expect(textLocation('home', 'hero_title')).toEqual({ kind: 'page', href: '/' });
    expect(textLocation('about', 'about_text')).toEqual({ kind: 'page', href: '/' });
    expect(textLocation('services', 'items.nas.title')).toEqual({ kind: 'page', href: '/services/nas' });
    expect(textLocation('services', 'subtitle')).toEqual({ kind: 'page', href: '/services' });
    expect(textLocation('legal', 'pages.privacy.sections.2.title')).toEqual({ kind: 'page', href: '/privacy' });
    expect(textLocation('docs', 'title')).toEqual({ kind: 'page', href: '/documentation' });
    expect(textLocation('errors', 'notFound.title')).toMatchObject({ kind: 'page' });
  });

  it('names the places that are not one page', () => {
    expect(textLocation('layout', 'footer.about')).toEqual({ kind: 'everyPage' });
    expect(textLocation('cookies', 'banner.title')).toEqual({ kind: 'everyPage' });
    expect(textLocation('errors', 'validation.isEmail')).toEqual({ kind: 'formErrors' });
    expect(textLocation('errors', 'unexpected.title')).toEqual({ kind: 'errorScreen' });
    expect(textLocation('emails', 'welcome.subject')).toEqual({ kind: 'documents' });
  });
});
