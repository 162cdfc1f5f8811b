import { useMutation } from '@apollo/client/react';
import {
  AdminClientDocument,
  DeactivateClientDocument,
  ReactivateClientDocument,
  ResendInvitationDocument,
  UpdateClientDocument,
  type ClientFieldsFragment,
} from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/format/format';
import { taxIdentityText } from '../../../../shared/format/tax-identity';
import { Button } from '../../../../shared/ui/button';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { toolbar } from '../common/actions.css';
import { ClientForm } from './client-form';
import { Fact, FactList } from '../common/fact-list';

/** A client's details, to edit, to send a password link to, to deactivate or reactivate. */
export function ClientDetails({ client }: { client: ClientFieldsFragment }) {
  const { t, i18n } = useTranslation('admin');
  const { t: common } = useTranslation('common');
  const { toast } = useToast();
  const refetchClient = {
    refetchQueries: [AdminClientDocument],
    update: (cache: { evict: (options: { fieldName: string }) => boolean }) => void cache.evict({ fieldName: 'clients' }),
  };
  const [updateClient] = useMutation(UpdateClientDocument, refetchClient);
  const [deactivate, deactivating] = useMutation(DeactivateClientDocument, refetchClient);
  const [reactivate, reactivating] = useMutation(ReactivateClientDocument, refetchClient);
  const [resend, resending] = useMutation(ResendInvitationDocument);
  const [editing, setEditing] = useState(false);
  const address = client.billingAddress;
  const failed = (cause: unknown) => {
    console.error('Client action failed', cause);
    toast({ variant: 'destructive', title: t('form.errorTitle'), description: t('form.failed') });
  };
  return (
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
            <Fact label={t('clients.fields.taxIdentity')}>
              {client.taxIdentity ? taxIdentityText(client.taxIdentity, common, i18n.language) : common('taxIdentity.none')}
            </Fact>
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
  );
}
