import { normalizeLanguage, supportedLanguages } from '@mmt/i18n';
import { useTranslation } from 'react-i18next';
import { useLanguageChoice } from '../i18n/language-choice';
import * as styles from './language-toggle.css';
import { visuallyHidden } from './visually-hidden.css';

/**
 * EN | ES switch. The chosen language is stored under `preferred_language`
 * and set on `<html lang>`; each button says its language in full to
 * screen readers, in that language, after the visible code ("EN English"),
 * so that voice control users can say what they see. The page's texts in
 * the other language are fetched before it switches. On the public site it then moves to the
 * page's twin address (`/services` ⇄ `/en/services`); the portal and admin keep their address.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('common');
  const current = normalizeLanguage(i18n.language);
  const { choose } = useLanguageChoice();
  return (
    <div role="group" aria-label={t('language.label')} className={styles.group}>
      {supportedLanguages.map((lng) => (
        <button key={lng} type="button" lang={lng} className={styles.option} aria-pressed={lng === current} onClick={() => void choose(lng)}>
          {t(`language.short.${lng}`)}
          <span className={visuallyHidden}> {t(`language.${lng}`)}</span>
        </button>
      ))}
    </div>
  );
}
