import { describe, expect, it } from '@jest/globals';
import { createI18n } from '@mmt/i18n';
import { resources } from '@mmt/i18n/resources';
import { islandTexts } from './islands-payload';

const es = createI18n('es', resources);

describe('islandTexts', () => {
  it("carries only what the page's islands show: every service's title and description, not their pages' texts", () => {
    const texts = islandTexts(es, 'es', [{ name: 'services', props: {} }]);
    const items = (texts.es?.services as { items: Record<string, Record<string, unknown>> }).items;

    expect(Object.keys(items)).toHaveLength(12);
    expect(items['marine-electronics']).toEqual({
      title: es.t('services:items.marine-electronics.title'),
      description: es.t('services:items.marine-electronics.description'),
    });
    expect((texts.es?.services as Record<string, unknown>).cardCta).toBe(es.t('services:cardCta'));
    expect(texts.es?.home).toHaveProperty('services.learnMore', es.t('home:services.learnMore'));
    expect(texts.es?.home).not.toHaveProperty('testimonials');
    expect(texts.en).toBeUndefined();
  });

  it('merges what two islands pick of one namespace, and gives the suggestion the other language', () => {
    const texts = islandTexts(es, 'es', [
      { name: 'localTime', props: {} },
      { name: 'testimonials', props: {} },
      { name: 'languageSuggestion', props: {} },
    ]);

    expect(Object.keys(texts.es?.home as object).sort()).toEqual(['clock', 'testimonials']);
    expect(texts.en?.layout).toHaveProperty('languageSuggestion');
  });
});
