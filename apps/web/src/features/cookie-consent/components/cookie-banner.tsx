import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentConsent, type OptionalCategory } from '../../../shared/consent/consent';
import { consentFor, onConsentPreferencesRequest, optionalCategories, saveConsent } from '../../../shared/consent/consent-choice';
import { reserveBottomRoom } from '../../../shared/ui/bottom-overlay';
import { Button } from '../../../shared/ui/button';
import { CloseButton } from '../../../shared/ui/close-button';
import { bannerDelay } from '../lib/banner-delay';
import * as styles from './cookie-banner.css';

/**
 * The cookie banner on every page. Accept and Decline are equal buttons
 * (AEPD guidance: rejecting is as easy as accepting); the small close
 * button (at every width) counts as Decline; Preferences lets the visitor choose
 * per category (necessary always on, the rest off by default). Once a choice
 * is stored the banner never appears again by itself; the footer's
 * "Cookie settings" reopens the preferences. Escape closes the preferences
 * without making a choice: back to the banner on a first visit, or the
 * banner gone (the stored choice kept) when they were reopened later; focus
 * returns to the button that opened them.
 *
 * `shown`: rendered as shown, its page revealing it at its time (a page served with islands: the
 * server's markup, which the browser shows 1 s after load with none of this code,
 * app/islands/islands.ts); else it appears by itself.
 */
export function CookieBanner({ policyHref, shown = false }: { /** The cookie policy in the page's language. */ policyHref: string; shown?: boolean }) {
  const { t } = useTranslation('cookies');
  const [visible, setVisible] = useState(() => shown && bannerDelay() !== null);
  const [showPreferences, setShowPreferences] = useState(false);
  const [draft, setDraft] = useState<Record<OptionalCategory, boolean>>({ analytics: false, marketing: false });
  const titleId = useId();
  const textId = useId();
  const regionRef = useRef<HTMLElement>(null);
  /** Where focus goes back to when Escape closes the preferences reopened from elsewhere (the footer). */
  const openerRef = useRef<HTMLElement | null>(null);
  const preferencesToggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const delay = bannerDelay();
    if (shown || delay === null) return;
    const timer = window.setTimeout(() => {
      if (!currentConsent()) setVisible(true);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [shown]);

  useEffect(
    () =>
      onConsentPreferencesRequest(() => {
        const stored = currentConsent();
        setDraft({ analytics: stored?.preferences.analytics ?? false, marketing: stored?.preferences.marketing ?? false });
        openerRef.current = document.activeElement as HTMLElement | null;
        setShowPreferences(true);
        setVisible(true);
        requestAnimationFrame(() => regionRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus());
      }),
    [],
  );

  useEffect(() => {
    if (!showPreferences) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setShowPreferences(false);
      if (currentConsent()) {
        setVisible(false);
        openerRef.current?.focus();
      } else {
        requestAnimationFrame(() => preferencesToggleRef.current?.focus());
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [showPreferences]);

  // The banner floats over the end of the page: room below the footer lets every link there scroll
  // clear of it (on a phone it would cover the footer's last links until the visitor chose).
  useEffect(() => (visible && regionRef.current ? reserveBottomRoom(regionRef.current) : undefined), [visible]);

  if (!visible) return null;

  const choose = (choice: Parameters<typeof consentFor>[0]) => {
    saveConsent(consentFor(choice));
    setVisible(false);
    setShowPreferences(false);
  };

  return (
    <section ref={regionRef} className={styles.banner} role="region" aria-labelledby={titleId} aria-describedby={textId} data-testid="cookie-banner">
      <div className={styles.inner}>
        <CloseButton className={styles.close} onClick={() => choose('decline')} aria-label={t('banner.close')} data-testid="cookie-close" />
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {t('banner.title')}
          </h2>
          <p id={textId}>
            {t('banner.text')}{' '}
            <Link to={policyHref} className={styles.policyLink}>
              {t('banner.policy')}
            </Link>
          </p>
        </div>

        {showPreferences && (
          <fieldset className={styles.categories} data-testid="cookie-preferences">
            <legend className={styles.legend}>{t('categories.label')}</legend>
            <label className={styles.category}>
              <input type="checkbox" checked disabled className={styles.checkbox} />
              <span>
                <strong>{t('categories.necessary.title')}</strong> <em className={styles.always}>({t('categories.alwaysOn')})</em>
                <span className={styles.categoryText}>{t('categories.necessary.description')}</span>
              </span>
            </label>
            {optionalCategories.map((category) => (
              <label key={category} className={styles.category}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={draft[category]}
                  onChange={(event) => setDraft((current) => ({ ...current, [category]: event.target.checked }))}
                  data-testid={`cookie-category-${category}`}
                />
                <span>
                  <strong>{t(`categories.${category}.title`)}</strong>
                  <span className={styles.categoryText}>{t(`categories.${category}.description`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}

        <div className={styles.actions}>
          <Button variant="primary" onClick={() => choose('decline')} data-testid="cookie-decline" className={styles.action}>
            {t('banner.decline')}
          </Button>
          <Button variant="primary" onClick={() => choose('accept')} data-testid="cookie-accept" className={styles.action}>
            {t('banner.accept')}
          </Button>
          {showPreferences ? (
            <Button variant="secondary" onClick={() => choose(draft)} data-testid="cookie-save" className={styles.action}>
              {t('banner.save')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              ref={preferencesToggleRef}
              onClick={() => setShowPreferences(true)}
              aria-expanded={false}
              data-testid="cookie-preferences-toggle"
              className={styles.action}
            >
              {t('banner.preferences')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
