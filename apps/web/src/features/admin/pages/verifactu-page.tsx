import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { VerifactuDocument } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { BillingRecords, usePollWhileSending } from '../components/verifactu/billing-records';
import { ChainVerification } from '../components/verifactu/chain-verification';
import { DeclarationCard } from '../components/verifactu/declaration-card';
import { ConnectionCheck } from '../components/verifactu/connection-check';
import { LedgerExport } from '../components/verifactu/ledger-export';
import { LoadMore } from '../components/common/load-more';
import { VerifactuNotice } from '../components/verifactu/verifactu-notice';
import { VerifactuSettings } from '../components/verifactu/verifactu-settings';
import { card, cardTitle } from '../../../shared/ui/card.css';
import { sprinkles } from '../../../shared/theme/sprinkles.css';
import { sections } from '../../../shared/ui/sections.css';
import { columns } from '../components/common/columns.css';
import { filters } from '../components/common/list-filters.css';
import { Field } from '../../../shared/ui/field';
import * as fieldStyles from '../../../shared/ui/text-field.css';

const PAGE_SIZE = 20;

/** /admin/verifactu: what to know now (mode, certificate, records waiting), the chains of billing records and where each stands at the AEAT, their verification, the set-up and its connection check, the quarter's ledger. */
export function VerifactuPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('verifactu.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  // ?attention=1: only the records still waiting for the AEAT or rejected (the desk's count leads here).
  const needsAttention = searchParams.get('attention') === '1';
  const query = useQuery(VerifactuDocument, {
    variables: { first: PAGE_SIZE, needsAttention: needsAttention || undefined },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const { data, error, networkStatus, fetchMore, refetch } = query;
  const connection = data?.billingRecords;
  const records = connection?.edges.map((edge) => edge.node) ?? [];
  usePollWhileSending(records, query);
  return (
    <PageContainer>
      <PageTitle>{t('verifactu.title')}</PageTitle>
      <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('verifactu.intro')}</p>
      <VerifactuNotice showMode link={false} />
      {!data && networkStatus === NetworkStatus.loading && <LoadingState label={t('verifactu.loading')} />}
      {!data && error && <ErrorState message={t('verifactu.error')} onRetry={() => void refetch()} />}
      {data && connection && (
        <div className={sections}>
          <div className={columns}>
            <ChainVerification latest={data.billingChainVerification ?? null} total={connection.totalCount} />
            <LedgerExport />
          </div>
          <VerifactuSettings settings={data.verifactuSettings} />
          <DeclarationCard />
          <ConnectionCheck />
          <section className={card({ padding: 'responsive' })} aria-labelledby="billing-records">
            <h2 id="billing-records" className={cardTitle({ space: 'sm' })}>
              {t('verifactu.records.title')}
            </h2>
            <div className={filters}>
              <Field label={t('verifactu.records.show')}>
                {(props) => (
                  <select
                    {...props}
                    className={fieldStyles.input}
                    value={needsAttention ? '1' : ''}
                    onChange={(event) => setSearchParams(event.target.value ? { attention: '1' } : {}, { replace: true })}
                  >
                    <option value="">{t('verifactu.records.all')}</option>
                    <option value="1">{t('verifactu.records.attention')}</option>
                  </select>
                )}
              </Field>
            </div>
            {records.length === 0 ? (
              <EmptyState>{needsAttention ? t('verifactu.records.noneToLookAt') : t('verifactu.records.none')}</EmptyState>
            ) : (
              <BillingRecords records={records} label={t('verifactu.records.label')} linkInvoices />
            )}
            <LoadMore connection={connection} networkStatus={networkStatus} fetchMore={fetchMore} />
          </section>
        </div>
      )}
    </PageContainer>
  );
}

export { VerifactuPage as Component };
