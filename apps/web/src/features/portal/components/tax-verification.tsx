import type { InvoiceRowFragment } from '@mmt/graphql';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './tax-verification.css';

/** The quiet zone around a QR code: four modules, as ISO/IEC 18004 asks. */
const QUIET_ZONE = 4;

type Verification = NonNullable<InvoiceRowFragment['verification']>;

/** What each kind of invoice says: VERI*FACTU's, a test's (not valid before the AEAT), or the bare code's. */
const wording = {
  VERIFACTU: { title: 'invoices.verification.title', explain: 'invoices.verification.explain' },
  TEST: { title: 'invoices.verification.titleTest', explain: 'invoices.verification.explainTest' },
  QR_ONLY: { title: 'invoices.verification.titleQrOnly', explain: 'invoices.verification.explainQrOnly' },
} as const;

/**
 * An invoice's tax QR code: scanned, or followed as a link, it opens the tax agency's page for this
 * invoice. Drawn from the API's modules, as on the PDF, with what the PDF says under it: VERI*FACTU
 * when its record goes to the AEAT, the test marking in the test environment, or nothing.
 */
export function TaxVerification({ verification }: { verification: Verification }) {
  const { t } = useTranslation('portal');
  const headingId = useId();
  const box = verification.qrSize + 2 * QUIET_ZONE;
  const legend = { VERIFACTU: 'VERI*FACTU', TEST: t('invoices.verification.testMarking'), QR_ONLY: null }[verification.mode];
  return (
    <section className={styles.verification} aria-labelledby={headingId} data-testid="tax-verification" data-mode={verification.mode}>
      <figure className={styles.figure}>
        <svg
          className={styles.code}
          viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
          role="img"
          aria-label={t('invoices.verification.qrLabel')}
          shapeRendering="crispEdges"
        >
          <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#ffffff" />
          <path d={verification.qrPath} fill="#000000" />
        </svg>
        {legend && <figcaption className={styles.legend}>{legend}</figcaption>}
      </figure>
      <div className={styles.text}>
        <h3 id={headingId} className={styles.title}>
          {t(wording[verification.mode].title)}
        </h3>
        <p>{t(wording[verification.mode].explain)}</p>
        <a href={verification.url} target="_blank" rel="noopener noreferrer">
          {t('invoices.verification.link')}
        </a>
      </div>
    </section>
  );
}
