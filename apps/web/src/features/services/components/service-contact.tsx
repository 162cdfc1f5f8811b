import { whatsappLink } from '@mmt/company';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../../shared/company/company';
import { button } from '../../../shared/ui/button-class';
import * as styles from './service-contact.css';

/** The call to action that ends the services pages: WhatsApp with a first message about `service` (or the services in general). */
export function ServiceContact({ service }: { service?: string }) {
  const { t } = useTranslation('services');
  const company = useCompany();
  const titleId = useId();
  const message = service ? t('whatsappMessage', { service }) : t('whatsappMessageGeneral');
  return (
    <section aria-labelledby={titleId} className={styles.contact} data-testid="service-contact">
      <h2 id={titleId} className={styles.title}>
        {t('contact.title')}
      </h2>
      <p className={styles.text}>{t('contact.text')}</p>
      <a
        href={whatsappLink(message, company)}
        target="_blank"
        rel="noopener noreferrer"
        className={button({ variant: 'primary', size: 'lg' })}
        aria-label={t('contactLabel')}
      >
        {t('contact.cta')}
      </a>
    </section>
  );
}
