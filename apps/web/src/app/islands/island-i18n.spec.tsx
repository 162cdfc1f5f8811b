import { describe, expect, it } from '@jest/globals';
import { createI18n, type Language, type Namespace, type Namespaces } from '@mmt/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { IslandTextsContext, useTranslation, type IslandTexts } from './island-i18n';

// The islands' stand-in for react-i18next, held to what i18next itself answers on the same texts.
const texts = {
  en: {
    common: {
      hello: 'Hello {{name}}',
      raw: 'Sent to {{- address}}',
      amount: '{{value, number}} readings',
      nested: { deep: { text: 'Deep' } },
      boat_one: 'one boat',
      boat_other: '{{count}} boats',
      list: { a: 'A', b: 'B' },
      empty: '',
    },
    home: { clock: { title: 'Local time' } },
  },
  es: { common: { hello: 'Hola {{name}}', boat_one: 'un barco', boat_other: '{{count}} barcos' }, home: { clock: { title: 'Hora local' } } },
};

const i18next = createI18n('en', texts as unknown as Record<Language, Partial<Namespaces>>);
/** i18next's own, untyped: these texts are the test's, not the site's (whose keys its types know). */
const fixedT = (language: Language, namespace: Namespace) => i18next.getFixedT(language, namespace) as unknown as (key: string, options?: object) => unknown;

/** What the stand-in's `useTranslation(ns)` gives inside an island of this language. */
function standIn(language: Language, ns?: string | readonly string[]) {
  let result: ReturnType<typeof useTranslation> | undefined;
  function Probe() {
    result = useTranslation(ns);
    return null;
  }
  renderToStaticMarkup(
    <IslandTextsContext value={{ language, texts: texts as IslandTexts }}>
      <Probe />
    </IslandTextsContext>,
  );
  return result!;
}

describe("the islands' useTranslation", () => {
  const { t, i18n } = standIn('en');
  const real = fixedT('en', 'common');

  it.each([
    ['interpolation', 'hello', { name: 'Marta' }, 'Hello Marta'],
    ['raw interpolation', 'raw', { address: '<b>Moll Vell</b>' }, 'Sent to <b>Moll Vell</b>'],
    ['a number', 'amount', { value: 12345.5 }, '12,345.5 readings'],
    ['a nested key', 'nested.deep.text', {}, 'Deep'],
    ['a key in another namespace', 'home:clock.title', {}, 'Local time'],
    ['the singular', 'boat', { count: 1 }, 'one boat'],
    ['the plural', 'boat', { count: 3 }, '3 boats'],
    ['an empty text (as missing)', 'empty', {}, 'empty'],
    ['a missing key', 'nowhere', {}, 'nowhere'],
    ['a default value', 'nowhere', { defaultValue: 'Fallback {{name}}', name: 'Joan' }, 'Fallback Joan'],
  ])('answers as i18next for %s', (_case, key, options, expected) => {
    expect(real(key, options)).toBe(expected);
    expect(t(key, options)).toBe(expected);
  });

  it('returns the object under a key with returnObjects, as i18next does', () => {
    expect(t('list', { returnObjects: true })).toEqual({ a: 'A', b: 'B' });
    expect(t('list', { returnObjects: true })).toEqual(real('list', { returnObjects: true }));
  });

  it('reads the first of the namespaces it was asked for, and speaks the other language through getFixedT', () => {
    expect(standIn('en', ['home', 'common']).t('clock.title')).toBe('Local time');
    expect(i18n.language).toBe('en');
    expect(i18n.getFixedT('es', 'common')('boat', { count: 2 })).toBe(fixedT('es', 'common')('boat', { count: 2 }));
    expect(standIn('es', 'home').t('clock.title')).toBe('Hora local');
  });

  it('refuses to run outside an island', () => {
    function Outside() {
      useTranslation();
      return null;
    }
    expect(() => renderToStaticMarkup(<Outside />)).toThrow('useTranslation used outside an island');
  });
});
