import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../../shared/download/download-file';
import { todayIso } from '../../../../shared/format/format';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Field } from '../../../../shared/ui/field';
import { InlineSpinner } from '../../../../shared/ui/spinner';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import * as formStyles from '../common/form.css';
import { toolbar } from '../common/actions.css';

const LEDGER_URL = '/invoices/ledger.csv';
const quarters = [1, 2, 3, 4] as const;
/** The years offered: this one and the four before (the books are kept at least four years). */
const YEARS_BACK = 4;

/** The quarter's libro registro de facturas expedidas, for the accountant and the VAT return. */
export function LedgerExport() {
  const { t } = useTranslation('admin');
  const [today] = useState(() => todayIso());
  const thisYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [quarter, setQuarter] = useState(Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1);
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setDownloading(true);
    setFailed(false);
    try {
      await downloadFile(LEDGER_URL, `libro-registro-facturas-expedidas-${year}-${quarter}T.csv`, { year: String(year), quarter: String(quarter) });
    } catch (error) {
      console.error('Ledger download failed', error);
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="ledger-export">
      <h2 id="ledger-export" className={cardTitle({ space: 'sm' })}>
        {t('verifactu.ledger.title')}
      </h2>
      <div className={formStyles.form}>
        <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('verifactu.ledger.intro')}</p>
        <div className={formStyles.grid}>
          <Field label={t('verifactu.ledger.year')}>
            {(props) => (
              <select {...props} className={fieldStyles.input} value={year} onChange={(event) => setYear(Number(event.target.value))}>
                {Array.from({ length: YEARS_BACK + 1 }, (_, back) => thisYear - back).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('verifactu.ledger.quarter')}>
            {(props) => (
              <select {...props} className={fieldStyles.input} value={quarter} onChange={(event) => setQuarter(Number(event.target.value))}>
                {quarters.map((option) => (
                  <option key={option} value={option}>
                    {t(`verifactu.ledger.quarters.${option}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {failed && <ErrorAlert>{t('verifactu.ledger.failed')}</ErrorAlert>}
      </div>
      <div className={toolbar}>
        <Button variant="secondary" disabled={downloading} onClick={() => void download()}>
          {downloading && <InlineSpinner />}
          {t('verifactu.ledger.download')}
        </Button>
      </div>
    </section>
  );
}
