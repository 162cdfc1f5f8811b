import { describe, expect, it } from '@jest/globals';
import { loadScreenLabels } from './bundled-resources.js';
import { createI18n } from './create-i18n.js';
import { LANGUAGE_STORAGE_KEY, normalizeLanguage, supportedLanguages } from './languages.js';
import { defaultNamespace, isScreenLabelNamespace, screenLabelNamespaces } from './namespaces.js';
import { resources } from './resources.js';

describe('createI18n', () => {
  it('defaults to Spanish and is ready synchronously', () => {
    const i18n = createI18n(undefined, resources);
    expect(i18n.language).toBe('es');
    expect(i18n.t('auth:login.submitting')).toBe('Iniciando sesión...');
  });

  it('gives the spec texts in Spanish', () => {
    const i18n = createI18n('es', resources);
    expect(i18n.t('auth:login.title')).toBe('Iniciar Sesión');
    expect(i18n.t('auth:login.submitting')).toBe('Iniciando sesión...');
    expect(i18n.t('auth:errors.invalidCredentials')).toBe('Credenciales inválidas');
    expect(i18n.t('portal:home.welcome', { name: 'Ana' })).toBe('Bienvenido, Ana');
    expect(i18n.t('common:loading')).toBe('Cargando...');
  });

  it('shows a missing key, and an empty text, as the key itself, in both languages', () => {
    for (const lng of supportedLanguages) {
      const i18n = createI18n(lng, resources);
      expect(i18n.t('nowhere.to.be.found' as never)).toBe('nowhere.to.be.found');
      i18n.addResource(lng, 'common', 'blank', '');
      expect(i18n.t('blank' as never)).toBe('blank');
    }
  });

  it('does not fill a key missing in Spanish with the English text', () => {
    const i18n = createI18n('es');
    i18n.addResource('en', 'common', 'onlyInEnglish', 'English only');
    expect(i18n.t('onlyInEnglish' as never)).toBe('onlyInEnglish');
  });

  it('keeps instances independent', () => {
    const a = createI18n('en');
    const b = createI18n('es');
    void b.changeLanguage('en');
    expect(a.language).toBe('en');
    void a.changeLanguage('es');
    expect(b.language).toBe('en');
  });
});

describe('namespaces', () => {
  it('screen labels are auth, portal and admin; every other namespace is site text', () => {
    expect([...screenLabelNamespaces].sort()).toEqual(['admin', 'auth', 'portal']);
    expect(Object.keys(resources.en).filter((ns) => !isScreenLabelNamespace(ns))).toEqual(
      expect.arrayContaining(['about', 'blog', 'common', 'cookies', 'docs', 'errors', 'home', 'layout', 'legal', 'services', 'shop', 'vip']),
    );
    expect(isScreenLabelNamespace(defaultNamespace)).toBe(false);
  });

  it("the spec's three default entries are texts of the lib", () => {
    expect(resources.en.home.hero_title).not.toBe('');
    expect(resources.es.home.hero_subtitle).not.toBe('');
    expect(resources.es.about.about_text).toMatch(/25 años/);
  });

  it('screen labels load on demand, in the language asked for', async () => {
    const i18n = createI18n('es');
    expect(i18n.t('portal:home.welcome', { name: 'Ana' })).toBe('home.welcome');
    await loadScreenLabels(i18n, ['portal']);
    expect(i18n.t('portal:home.welcome', { name: 'Ana' })).toBe('Bienvenido, Ana');
    expect(i18n.hasResourceBundle('en', 'portal')).toBe(false);
    await loadScreenLabels(i18n, ['portal'], 'en');
    await i18n.changeLanguage('en');
    expect(i18n.t('portal:home.welcome', { name: 'Ana' })).toBe(resources.en.portal.home.welcome.replace('{{name}}', 'Ana'));
    expect(i18n.hasResourceBundle('en', 'legal')).toBe(false);
  });
});

describe('languages', () => {
  it('normalises unknown and regional values', () => {
    expect(normalizeLanguage('es-ES')).toBe('es');
    expect(normalizeLanguage('EN')).toBe('en');
    expect(normalizeLanguage('fr')).toBe('es');
    expect(normalizeLanguage(null)).toBe('es');
  });

  it('stores the choice under preferred_language', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('preferred_language');
  });
});
