import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { AdminClientsDocument } from '@mmt/graphql';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AlertBadge } from '../../../shared/boats/alert-badge';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { button } from '../../../shared/ui/button.css';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import * as fieldStyles from '../../../shared/ui/text-field.css';
import { titleRow } from '../../../shared/ui/title-row.css';
import { sections } from '../../../shared/ui/sections.css';
import { filters } from '../components/list-filters.css';
import * as records from '../components/record-list.css';
import { ClientStateBadge } from '../components/client-state';
import { FailedEmails } from '../components/failed-emails';
import { LoadMore } from '../components/load-more';

const PAGE_SIZE = 20;

/** /admin/clients: every customer by name, searched by name, e-mail or tax id (?q=, accents and case do not matter), with their boats in alert. */
export function ClientsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('pages.clients.title'));
  const searchId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  const [typed, setTyped] = useState(search);
  // The URL follows what is typed, a moment after the typing stops.
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => setSearchParams(typed.trim() ? { q: typed.trim() } : {}, { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [typed, search, setSearchParams]);
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(AdminClientsDocument, {
    variables: { search: search || undefined, first: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.clients;
  const clients = connection?.edges.map((edge) => edge.node) ?? [];
  return (
    <PageContainer>
      <div className={titleRow}>
        <PageTitle>{t('pages.clients.title')}</PageTitle>
        <Link to={paths.admin.clients.new.getHref()} className={button({ size: 'sm' })}>
          {t('clients.new')}
        </Link>
      </div>
      <div className={sections}>
        <FailedEmails />
      </div>
      <div className={filters} role="search">
        <div className={fieldStyles.field}>
          <label htmlFor={searchId} className={fieldStyles.label}>
            {t('clients.search')}
          </label>
          <input id={searchId} type="search" className={fieldStyles.input} value={typed} placeholder={t('clients.searchPlaceholder')} onChange={(event) => setTyped(event.target.value)} />
        </div>
      </div>
      {!connection && networkStatus === NetworkStatus.loading && <LoadingState label={t('clients.loading')} />}
      {!connection && error && <ErrorState message={t('clients.error')} onRetry={() => void refetch()} />}
      {connection && clients.length === 0 && <EmptyState>{search ? t('clients.noMatch', { search }) : t('clients.empty')}</EmptyState>}
      {clients.length > 0 && (
        <ul className={records.list} aria-label={t('pages.clients.title')}>
          {clients.map((client) => (
            <li key={client.id} className={records.row} data-testid="client-row">
              <Link to={paths.admin.clients.detail.getHref(client.id)} className={records.rowTitle}>
                {client.name}
              </Link>
              <span className={records.rowMeta}>
                {client.email}
                {client.phone && ` · ${client.phone}`}
              </span>
              <span className={records.rowMeta}>{client.taxId ?? '—'}</span>
              <span className={records.rowEnd}>
                <ClientStateBadge client={client} />
              </span>
              {client.boatsInAlert.length > 0 && (
                <span className={records.rowAlerts}>
                  {client.boatsInAlert.map((boat) => (
                    <AlertBadge key={boat.id} boat={boat} named since />
                  ))}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {connection && (
        <LoadMore connection={connection} networkStatus={networkStatus} fetchMore={fetchMore} />
      )}
    </PageContainer>
  );
}

export { ClientsPage as Component };
