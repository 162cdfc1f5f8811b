import { useMutation, useQuery } from '@apollo/client/react';
import { AlertBadge } from '../../../shared/boats/alert-badge';
import {
  AdminClientDocument,
  CreateBoatDocument,
  DeactivateClientDocument,
  ReactivateClientDocument,
  ResendInvitationDocument,
  UpdateBoatDocument,
  UpdateClientDocument,
  type AdminBoatFragment,
} from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useBoatTypeLabel } from '../../../shared/boats/boat-type';
import { formatDate, formatIsoDate, formatMoney, formatNumber } from '../../../shared/format/format';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { BackLink } from '../../../shared/ui/back-link';
import { Button } from '../../../shared/ui/button';
import { button } from '../../../shared/ui/button.css';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { InvoiceStatusBadge, JobStatusBadge } from '../../../shared/ui/status-badge';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { card, cardTitle } from '../../../shared/ui/card.css';
import { Fact, FactList } from '../components/fact-list';
import { sprinkles } from '../../../shared/theme/sprinkles.css';
import { titleRow } from '../../../shared/ui/title-row.css';
import { sections } from '../../../shared/ui/sections.css';
import { columns } from '../components/columns.css';
import * as records from '../components/record-list.css';
import { toolbar } from '../components/actions.css';
import { BoatForm } from '../components/boat-form';
import { ClientForm } from '../components/client-form';
import { ClientStateBadge } from '../components/client-state';

/** /admin/clients/:id: a client's details (to edit, deactivate or reactivate), boats, jobs and invoices. */
export function ClientPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('admin');
  const { toast } = useToast();
  const typeLabel = useBoatTypeLabel();
  const { data, loading, error, refetch } = useQuery(AdminClientDocument, { variables: { id, first: 50 }, fetchPolicy: 'cache-and-network' });
  const refetchClient = { refetchQueries: [AdminClientDocument], update: (cache: { evict: (options: { fieldName: string }) => boolean }) => void cache.evict({ fieldName: 'clients' }) };
  const [updateClient] = useMutation(UpdateClientDocument, refetchClient);
  const [deactivate, deactivating] = useMutation(DeactivateClientDocument, refetchClient);
  const [reactivate, reactivating] = useMutation(ReactivateClientDocument, refetchClient);
  const [resend, resending] = useMutation(ResendInvitationDocument);
  const [createBoat] = useMutation(CreateBoatDocument, { refetchQueries: [AdminClientDocument] });
  const [updateBoat] = useMutation(UpdateBoatDocument);
  const [editing, setEditing] = useState(false);
  const [boatForm, setBoatForm] = useState<'new' | AdminBoatFragment | null>(null);
  const client = data?.node?.__typename === 'User' ? data.node : null;
  useDocumentTitle(client?.name ?? t('pages.client.title'));

  const back = <BackLink to={paths.admin.clients.getHref()}>{t('pages.clients.title')}</BackLink>;
  if (!client) {
    return (
      <PageContainer>
        {back}
        <PageTitle>{t('pages.client.title')}</PageTitle>
        {loading && <LoadingState label={t('clients.loadingOne')} />}
        {!loading && !error && <EmptyState>{t('clients.notFound')}</EmptyState>}
        {!loading && error && <ErrorState message={t('clients.error')} onRetry={() => void refetch()} />}
      </PageContainer>
    );
  }

  const address = client.billingAddress;
  const boats = client.boats.edges.map((edge) => edge.node);
  const failed = (cause: unknown) => {
    console.error('Client action failed', cause);
    toast({ variant: 'destructive', title: t('form.errorTitle'), description: t('form.failed') });
  };

  return (
    <PageContainer>
      {back}
      <div className={titleRow}>
        <PageTitle>{client.name}</PageTitle>
        <ClientStateBadge client={client} />
      </div>
      <div className={sections}>
        <section className={card({ padding: 'responsive' })} aria-labelledby="client-details">
          <h2 id="client-details" className={cardTitle({ space: 'sm' })}>
            {t('clients.details')}
          </h2>
          {editing ? (
            <ClientForm
              client={client}
              submitLabel={t('form.save')}
              onCancel={() => setEditing(false)}
              onSubmit={async (input) => {
                await updateClient({ variables: { input: { ...input, id: client.id } } });
                toast({ title: t('clients.saved') });
                setEditing(false);
              }}
            />
          ) : (
            <>
              <FactList>
                <Fact label={t('clients.fields.email')}>{client.email}</Fact>
                <Fact label={t('clients.fields.phone')}>{client.phone ?? '—'}</Fact>
                <Fact label={t('clients.fields.language')}>{t(`clients.languages.${client.language}`)}</Fact>
                <Fact label={t('clients.fields.taxId')}>{client.taxId ?? '—'}</Fact>
                <Fact label={t('clients.fields.billingAddress')}>
                  {address ? `${address.line}, ${address.postalCode} ${address.city}${address.region ? ` (${address.region})` : ''}, ${address.countryCode}` : '—'}
                </Fact>
                <Fact label={t('clients.since')}>{formatDate(client.createdAt)}</Fact>
              </FactList>
              <div className={toolbar}>
                <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                  {t('clients.edit')}
                </Button>
                {client.active && (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={resending.loading}
                    onClick={() =>
                      void resend({ variables: { input: { id: client.id } } })
                        .then(() => toast({ title: t('clients.invitationSent', { email: client.email }) }))
                        .catch(failed)
                    }
                  >
                    {client.hasPassword ? t('clients.sendPasswordLink') : t('clients.resendInvitation')}
                  </Button>
                )}
                {client.active ? (
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={deactivating.loading}
                    onClick={() => {
                      if (!window.confirm(t('clients.confirmDeactivate', { name: client.name }))) return;
                      void deactivate({ variables: { input: { id: client.id } } })
                        .then(() => toast({ title: t('clients.deactivated', { name: client.name }) }))
                        .catch(failed);
                    }}
                  >
                    {t('clients.deactivate')}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    disabled={reactivating.loading}
                    onClick={() =>
                      void reactivate({ variables: { input: { id: client.id } } })
                        .then(() => toast({ title: t('clients.reactivated', { name: client.name }) }))
                        .catch(failed)
                    }
                  >
                    {t('clients.reactivate')}
                  </Button>
                )}
              </div>
            </>
          )}
        </section>

        <section className={card({ padding: 'responsive' })} aria-labelledby="client-boats">
          <div className={titleRow}>
            <h2 id="client-boats" className={cardTitle({ space: 'sm' })}>
              {t('boats.title')}
            </h2>
            {boatForm === null && (
              <Button size="sm" variant="secondary" onClick={() => setBoatForm('new')}>
                {t('boats.add')}
              </Button>
            )}
          </div>
          {boatForm === 'new' && (
            <BoatForm
              submitLabel={t('boats.create')}
              onCancel={() => setBoatForm(null)}
              onSubmit={async (fields) => {
                await createBoat({ variables: { input: { ...fields, ownerId: client.id } } });
                toast({ title: t('boats.created', { name: fields.name }) });
                setBoatForm(null);
              }}
            />
          )}
          {boats.length === 0 && boatForm === null && <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('boats.empty')}</p>}
          <ul className={records.list}>
            {boats.map((boat) =>
              boatForm !== null && boatForm !== 'new' && boatForm.id === boat.id ? (
                <li key={boat.id}>
                  <BoatForm
                    boat={boat}
                    submitLabel={t('form.save')}
                    onCancel={() => setBoatForm(null)}
                    onSubmit={async (fields) => {
                      await updateBoat({ variables: { input: { ...fields, id: boat.id } } });
                      toast({ title: t('boats.saved', { name: fields.name }) });
                      setBoatForm(null);
                    }}
                  />
                </li>
              ) : (
                <li key={boat.id} className={records.row} data-testid="client-boat">
                  <span className={records.rowTitle}>{boat.name}</span>
                  <span className={records.rowMeta}>{typeLabel(boat.type)}</span>
                  <span className={records.rowMeta}>
                    {t('boats.summary', { length: formatNumber(boat.lengthMeters, i18n.language, 2), year: boat.year })}
                  </span>
                  <span className={records.rowEnd}>
                    <Button size="sm" variant="ghost" onClick={() => setBoatForm(boat)} aria-label={t('boats.editNamed', { name: boat.name })}>
                      {t('boats.edit')}
                    </Button>
                    <Link className={button({ size: 'sm', variant: 'secondary' })} to={`${paths.admin.jobs.new.getHref()}?${new URLSearchParams({ customer: client.id, boat: boat.id })}`}>
                      {t('jobs.open')}
                    </Link>
                  </span>
                  {boat.openAlerts.length > 0 && (
                    <span className={records.rowAlerts}>
                      <AlertBadge boat={boat} since />
                    </span>
                  )}
                </li>
              ),
            )}
          </ul>
        </section>

        <div className={columns}>
          <section className={card({ padding: 'responsive' })} aria-labelledby="client-jobs">
            <div className={titleRow}>
              <h2 id="client-jobs" className={cardTitle({ space: 'sm' })}>
                {t('pages.jobs.title')} ({client.jobs.totalCount})
              </h2>
              <Link to={`${paths.admin.jobs.getHref()}?${new URLSearchParams({ customer: client.id })}`}>{t('clients.allJobs')}</Link>
            </div>
            {client.jobs.edges.length === 0 && <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('jobs.empty')}</p>}
            <ul className={records.list}>
              {client.jobs.edges.map(({ node: job }) => (
                <li key={job.id} className={records.rowMeta}>
                  <Link to={paths.admin.jobs.detail.getHref(job.id)}>{job.title}</Link> · {job.boat.name} · {formatDate(job.createdAt)} <JobStatusBadge status={job.status} />
                </li>
              ))}
            </ul>
          </section>
          <section className={card({ padding: 'responsive' })} aria-labelledby="client-invoices">
            <div className={titleRow}>
              <h2 id="client-invoices" className={cardTitle({ space: 'sm' })}>
                {t('pages.invoices.title')} ({client.invoices.totalCount})
              </h2>
              <Link to={`${paths.admin.invoices.new.getHref()}?${new URLSearchParams({ customer: client.id })}`}>{t('invoices.new')}</Link>
            </div>
            {client.invoices.edges.length === 0 && <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('invoices.empty')}</p>}
            <ul className={records.list}>
              {client.invoices.edges.map(({ node: invoice }) => (
                <li key={invoice.id} className={records.rowMeta}>
                  <Link to={paths.admin.invoices.detail.getHref(invoice.id)}>{invoice.number}</Link> · {formatIsoDate(invoice.issueDate)} · {formatMoney(invoice.amountCents, i18n.language)}{' '}
                  <InvoiceStatusBadge status={invoice.status} />
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </PageContainer>
  );
}

export { ClientPage as Component };
