import { useMutation } from '@apollo/client/react';
import { CreateDeviceTokenDocument, RevokeDeviceTokenDocument, type DeviceTokensFragment } from '@mmt/graphql';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { CopyButton } from '../../../shared/ui/copy-button';
import { EmptyState } from '../../../shared/ui/list-state';
import { TextField } from '../../../shared/ui/text-field';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { fieldErrorsOf } from '../../../shared/graphql/field-errors';
import { formatDateTime, formatRelative } from '../../../shared/format/format';
import { useSiteUrl } from '../../../shared/seo/use-site-url';
import * as styles from './device-tokens.css';
import { Cell, DataTable, RowHeader } from './data-table';
import { card, cardTitle } from '../../../shared/ui/card.css';

/** Where the readings on the page come from: a device (named), the demo's simulator, or (older readings) unknown. */
function ReadingsSource({ reading }: { reading: NonNullable<DeviceTokensFragment['vitalSigns']> }) {
  const { t, i18n } = useTranslation('portal');
  const values = { name: reading.deviceName ?? '', time: formatRelative(reading.recordedAt, i18n.language) };
  const text =
    reading.origin === 'DEVICE'
      ? t('devices.source.device', values)
      : reading.origin === 'DEMO'
        ? t('devices.source.demo', values)
        : t('devices.source.unknown', values);
  return (
    <p className={styles.source} title={formatDateTime(reading.recordedAt)} data-testid="readings-source">
      {text}
    </p>
  );
}

/**
 * The boat's devices (its Signal K server on board): create a token (shown once, with a copy
 * button), see when each device was last heard from, revoke one at once.
 */
export function DeviceTokens({ boat }: { boat: DeviceTokensFragment }) {
  const { t, i18n } = useTranslation('portal');
  const { toast } = useToast();
  const headingId = useId();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [createToken, { loading: creating }] = useMutation(CreateDeviceTokenDocument);
  const [revokeToken] = useMutation(RevokeDeviceTokenDocument);
  // The site's public address (PUBLIC_URL), not whatever this browser happens to use to reach it.
  const endpoint = `${useSiteUrl()}/telemetry`;

  async function onCreate(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('devices.nameRequired'));
      return;
    }
    setNameError(undefined);
    try {
      const result = await createToken({
        variables: { input: { boatId: boat.id, name } },
        // The new device first in the boat's list; the page keeps polling as before.
        update(cache, { data }) {
          const created = data?.createDeviceToken.deviceToken;
          if (!created) return;
          cache.modify({
            id: cache.identify({ __typename: 'Boat', id: boat.id }),
            fields: {
              deviceTokens: (existing, { toReference }) => [
                toReference({ __typename: 'DeviceToken', id: created.id }),
                ...(Array.isArray(existing) ? existing : []),
              ],
            },
          });
        },
      });
      const payload = result.data?.createDeviceToken;
      if (payload) {
        setCreated({ name: payload.deviceToken.name, token: payload.token });
        setName('');
      }
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, (key, options) => String(i18n.t(key as never, options as never)), {
        namespace: 'portal',
        limits: { name: { max: 80 } },
      });
      if (fieldErrors?.name) setNameError(fieldErrors.name);
      else toast({ variant: 'destructive', title: t('devices.createFailed') });
    }
  }

  async function onRevoke(token: DeviceTokensFragment['deviceTokens'][number]) {
    if (!window.confirm(t('devices.revokeConfirm', { name: token.name }))) return;
    try {
      await revokeToken({ variables: { input: { id: token.id } } });
      toast({ title: t('devices.revoked', { name: token.name }) });
    } catch {
      toast({ variant: 'destructive', title: t('devices.revokeFailed') });
    }
  }

  return (
    <section className={card({ padding: 'lg' })} aria-labelledby={headingId} data-testid="device-tokens">
      <h2 id={headingId} className={cardTitle({ space: 'md' })}>
        {t('devices.title')}
      </h2>
      <p className={styles.intro}>{t('devices.intro', { endpoint })}</p>
      {boat.vitalSigns && <ReadingsSource reading={boat.vitalSigns} />}
      <form className={styles.form} onSubmit={(event) => void onCreate(event)} noValidate>
        <div className={styles.formField}>
          <TextField
            label={t('devices.name')}
            placeholder="Victron Cerbo GX"
            value={name}
            maxLength={80}
            onChange={(event) => setName(event.target.value)}
            error={nameError}
          />
        </div>
        <Button type="submit" disabled={creating}>
          {creating ? t('devices.creating') : t('devices.create')}
        </Button>
      </form>
      {created && (
        <div className={styles.secret} role="status" data-testid="new-device-token">
          <p className={styles.secretTitle}>{t('devices.tokenTitle', { name: created.name })}</p>
          <code className={styles.secretValue}>{created.token}</code>
          <p className={styles.intro}>{t('devices.tokenOnce')}</p>
          <div className={styles.secretActions}>
            <CopyButton text={created.token} label={t('devices.copy')} copiedLabel={t('devices.copied')} failedLabel={t('devices.copyFailed')} />
            <Button variant="ghost" size="sm" onClick={() => setCreated(null)}>
              {t('devices.done')}
            </Button>
          </div>
        </div>
      )}
      {boat.deviceTokens.length === 0 ? (
        <EmptyState>{t('devices.empty')}</EmptyState>
      ) : (
        <DataTable
          caption={t('devices.caption')}
          columns={[
            { label: t('devices.columns.name') },
            { label: t('devices.columns.lastSeen') },
            { label: t('devices.columns.status') },
            { label: t('devices.columns.actions'), hidden: true },
          ]}
          region
        >
          {boat.deviceTokens.map((token) => (
            <tr key={token.id} role="row" data-testid="device-token-row">
              <RowHeader label={t('devices.columns.name')}>{token.name}</RowHeader>
              <Cell label={t('devices.columns.lastSeen')} nowrap>
                {token.lastSeenAt ? (
                  <time dateTime={token.lastSeenAt} title={formatDateTime(token.lastSeenAt)}>
                    {formatRelative(token.lastSeenAt, i18n.language)}
                  </time>
                ) : (
                  <span className={styles.muted}>{t('devices.never')}</span>
                )}
              </Cell>
              <Cell label={t('devices.columns.status')}>
                {token.revokedAt ? t('devices.revokedAt', { time: formatDateTime(token.revokedAt) }) : t('devices.active')}
              </Cell>
              <Cell actions>
                {!token.revokedAt && (
                  <Button variant="ghost" size="sm" onClick={() => void onRevoke(token)} aria-label={t('devices.revokeLabel', { name: token.name })}>
                    {t('devices.revoke')}
                  </Button>
                )}
              </Cell>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
