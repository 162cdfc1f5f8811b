import { AdminClientsDocument } from '@mmt/graphql';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AlertBadge } from '../../../shared/boats/alert-badge';
import { useConnectionList } from '../../../shared/graphql/use-connection-list';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { button } from '../../../shared/ui/button-class';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import * as fieldStyles from '../../../shared/ui/text-field.css';
import { titleRow } from '../../../shared/ui/title-row.css';
import { sections } from '../../../shared/ui/sections.css';
import { filters } from '../components/common/list-filters.css';
import * as records from '../components/common/record-list.css';
import { ClientStateBadge } from '../components/clients/client-state';
import { FailedEmails } from '../components/clients/failed-emails';
import { PagedList } from '../components/common/paged-list';

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
  const clients = useConnectionList(AdminClientsDocument, { search: search || undefined, first: PAGE_SIZE }, (data) => data.clients);
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
          <input
            id={searchId}
            type="search"
            className={fieldStyles.input}
            value={typed}
            placeholder={t('clients.searchPlaceholder')}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
      </div>
      <PagedList
        list={clients}
        label={t('pages.clients.title')}
        loadingLabel={t('clients.loading')}
        errorMessage={t('clients.error')}
        empty={search ? t('clients.noMatch', { search }) : t('clients.empty')}
      >
        {(client) => (
          <li key={client.id} className={records.row} data-testid="client-row">
            <Link to={paths.admin.clients.detail.getHref(client.id)} className={records.rowTitle}>
              {client.name}
            </Link>
            <span className={records.rowMeta}>
              {client.email}
              {client.phone && ` · ${client.phone}`}
            </span>
            <span className={records.rowMeta}>{client.taxIdentity?.number ?? '—'}</span>
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
        )}
      </PagedList>
    </PageContainer>
  );
}

export { ClientsPage as Component };
