import { SystemDeclarationsDocument } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../../shared/format/format';
import { useConnectionList } from '../../../../shared/graphql/use-connection-list';
import { paths } from '../../../../shared/paths';
import { ErrorState, LoadingState } from '../../../../shared/ui/list-state';
import { badge } from '../../../../shared/ui/status-badge.css';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { PdfButton } from '../common/pdf-button';
import { declarationFileName } from './system-declaration';
import { LoadMore } from '../common/load-more';
import { actions } from '../common/actions.css';
import * as styles from './billing-records.css';

/** The declaration of every version the system has run, the newest first: each to read or download. */
export function DeclarationVersions() {
  const { t } = useTranslation('admin');
  const list = useConnectionList(SystemDeclarationsDocument, { first: 20 }, (data) => data.systemDeclarations);
  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="declaration-versions">
      <h2 id="declaration-versions" className={cardTitle({ space: 'sm' })}>
        {t('declaration.versions.title')}
      </h2>
      {list.loading && <LoadingState label={t('declaration.loading')} />}
      {list.error && <ErrorState message={t('declaration.error')} onRetry={list.retry} />}
      {list.connection && (
        <>
          <ul className={styles.list} aria-label={t('declaration.versions.label')}>
            {list.nodes.map((declaration) => (
              <li key={declaration.version} className={styles.record} data-testid="declaration-version">
                <span className={styles.title}>
                  <Link to={`${paths.admin.verifactu.declaration.getHref()}?${new URLSearchParams({ version: declaration.version })}`}>
                    {t('declaration.version', { version: declaration.version })}
                  </Link>{' '}
                  {declaration.current && <span className={badge({ tone: 'green' })}>{t('declaration.current')}</span>}
                </span>
                <span className={actions}>
                  <PdfButton url={declaration.pdfUrl} fileName={declarationFileName(declaration.version)} what="Declaration" size="sm">
                    {t('declaration.versions.download', { version: declaration.version })}
                  </PdfButton>
                </span>
                <span className={styles.meta}>
                  {t('declaration.madeAt', { date: formatDate(declaration.madeAt) })} · {t('declaration.records', { count: declaration.records })}
                </span>
              </li>
            ))}
          </ul>
          <LoadMore connection={list.connection} networkStatus={list.networkStatus} fetchMore={list.fetchMore} />
        </>
      )}
    </section>
  );
}
