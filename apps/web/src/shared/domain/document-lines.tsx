import type { PricedDocument } from '@mmt/billing';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../format/format';
import * as styles from './document-lines.css';

/** The lines of a quote or an invoice, then the tax base and VAT of each rate and the total (cents). */
export function DocumentLines({ document, caption }: { document: PricedDocument; caption: string }) {
  const { t, i18n } = useTranslation('common');
  const money = (cents: number) => formatMoney(cents, i18n.language);
  // Why the lines at 0 % bear no VAT, once per cause.
  const causes = [...new Set(document.vat.flatMap(({ zeroVatCause }) => (zeroVatCause ? [zeroVatCause] : [])))];
  const columns = {
    description: t('documents.description'),
    quantity: t('documents.quantity'),
    unitPrice: t('documents.unitPrice'),
    vatRate: t('documents.vatRate'),
    amount: t('documents.amount'),
  };
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              {columns.description}
            </th>
            <th scope="col" className={`${styles.th} ${styles.numeric}`}>
              {columns.quantity}
            </th>
            <th scope="col" className={`${styles.th} ${styles.numeric}`}>
              {columns.unitPrice}
            </th>
            <th scope="col" className={`${styles.th} ${styles.numeric}`}>
              {columns.vatRate}
            </th>
            <th scope="col" className={`${styles.th} ${styles.numeric}`}>
              {columns.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {document.lines.map((line, index) => (
            <tr key={index} data-testid="document-line">
              <td className={styles.td} data-label={columns.description}>
                {line.description}
              </td>
              <td className={`${styles.td} ${styles.numeric}`} data-label={columns.quantity}>
                {formatNumber(line.quantity, i18n.language, 2)}
              </td>
              <td className={`${styles.td} ${styles.numeric}`} data-label={columns.unitPrice}>
                {money(line.unitPriceCents)}
              </td>
              <td className={`${styles.td} ${styles.numeric}`} data-label={columns.vatRate}>
                {line.vatRate === 0 && line.zeroVatCause ? (
                  <abbr title={t(`zeroVat.${line.zeroVatCause}`)}>{t('documents.vatZero', { cause: line.zeroVatCause })}</abbr>
                ) : (
                  `${line.vatRate} %`
                )}
              </td>
              <td className={`${styles.td} ${styles.numeric}`} data-label={columns.amount}>
                {money(line.netCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals}>
        {document.vat.flatMap(({ rate, zeroVatCause, baseCents, vatCents }) =>
          zeroVatCause
            ? [
                <div key={`base-0-${zeroVatCause}`} className={styles.totalRow}>
                  <dt>{t('documents.taxBaseZero', { cause: zeroVatCause })}</dt>
                  <dd>{money(baseCents)}</dd>
                </div>,
              ]
            : [
                <div key={`base-${rate}`} className={styles.totalRow}>
                  <dt>{t('documents.taxBaseAt', { rate })}</dt>
                  <dd>{money(baseCents)}</dd>
                </div>,
                <div key={`vat-${rate}`} className={styles.totalRow}>
                  <dt>{t('documents.vatAt', { rate })}</dt>
                  <dd>{money(vatCents)}</dd>
                </div>,
              ],
        )}
        <div className={`${styles.totalRow} ${styles.grandTotal}`}>
          <dt>{t('documents.total')}</dt>
          <dd data-testid="document-total">{money(document.totalCents)}</dd>
        </div>
      </dl>
      {causes.length > 0 && (
        <ul className={styles.mentions}>
          {causes.map((cause) => (
            <li key={cause}>
              {cause}: {t(`zeroVat.${cause}`)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
