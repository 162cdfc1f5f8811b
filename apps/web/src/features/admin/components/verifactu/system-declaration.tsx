import type { DeclarationFieldsFragment } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/format/format';
import { WarningAlert } from '../../../../shared/ui/alert';
import { badge } from '../../../../shared/ui/status-badge.css';
import { card } from '../../../../shared/ui/card.css';
import { PdfButton } from '../common/pdf-button';
import { toolbar } from '../common/actions.css';
import * as styles from './system-declaration.css';

type Item = DeclarationFieldsFragment['items'][number];

/** The name the API gives the PDF, too. */
export const declarationFileName = (version: string) => `declaracion-responsable-${version}.pdf`;

/** Each datum after the text that describes it, as art. 15 of the Orden asks. */
function Items({ items }: { items: readonly Item[] }) {
  return (
    <ol className={styles.items}>
      {items.map(({ letter, label, value }) => (
        <li key={letter} data-testid="declaration-item">
          <div className={styles.label}>
            {letter}) {label}:
          </div>
          <div className={styles.value}>
            {value.split('\n').map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A version's declaración responsable: the legal text in Spanish (lang="es"), what version and when around it, in the admin's language. */
export function SystemDeclaration({ declaration }: { declaration: DeclarationFieldsFragment }) {
  const { t } = useTranslation('admin');
  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="declaration-title" data-testid="system-declaration">
      <p className={styles.meta}>
        {declaration.current && <span className={badge({ tone: 'green' })}>{t('declaration.current')}</span>}
        <span>
          {t('declaration.version', { version: declaration.version })} · {t('declaration.madeAt', { date: formatDate(declaration.madeAt) })} ·{' '}
          {t('declaration.records', { count: declaration.records })}
        </span>
      </p>
      {declaration.outdated && <WarningAlert>{t('declaration.outdated')}</WarningAlert>}
      <article lang="es" className={styles.text}>
        <h2 id="declaration-title" className={styles.title}>
          {declaration.title}
        </h2>
        <Items items={declaration.items} />
        <h3 className={styles.annex}>{t('declaration.annex')}</h3>
        <Items items={declaration.annex} />
      </article>
      <div className={toolbar}>
        <PdfButton url={declaration.pdfUrl} fileName={declarationFileName(declaration.version)} what="Declaration">
          {t('declaration.download')}
        </PdfButton>
      </div>
    </section>
  );
}
