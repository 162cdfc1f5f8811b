import type { InvoiceRowFragment } from '@mmt/graphql';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './tax-verification.css';

/** The quiet zone around a QR code: four modules, as ISO/IEC 18004 asks. */
const QUIET_ZONE = 4;

/**
 * An invoice's tax QR code (VERI*FACTU): scanned, or followed as a link, it opens the tax agency's
 * page that confirms the AEAT received this invoice. Drawn from the API's modules, as on the PDF.
 */
export function TaxVerification({ verification }: { verification: NonNullable<InvoiceRowFragment['verification']> }) {
  const { t } = useTranslation('portal');
  const headingId = useId();
  const box = verification.qrSize + 2 * QUIET_ZONE;
  return (
    <section className={styles.verification} aria-labelledby={headingId} data-testid="tax-verification">
      <figure className={styles.figure}>
        <svg className={styles.code} viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`} role="img" aria-label={t('invoices.verification.qrLabel')} shapeRendering="crispEdges">
          <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#ffffff" />
          <path d={verification.qrPath} fill="#000000" />
        </svg>
        <figcaption className={styles.legend}>{verification.legend}</figcaption>
      </figure>
      <div className={styles.text}>
        <h3 id={headingId} className={styles.title}>
          {t('invoices.verification.title')}
        </h3>
        <p>{t('invoices.verification.explain')}</p>
        <a href={verification.url} target="_blank" rel="noopener noreferrer">
          {t('invoices.verification.link')}
        </a>
      </div>
    </section>
  );
}
