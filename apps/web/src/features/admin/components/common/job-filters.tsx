import { useQuery } from '@apollo/client/react';
import { ClientBoatOptionsDocument, ClientOptionsDocument } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { Field } from '../../../../shared/ui/field';

/** A select of the active clients (by name). */
export function ClientSelect({
  value,
  onChange,
  label,
  emptyLabel,
  error,
}: {
  value: string;
  onChange: (id: string) => void;
  label: string;
  emptyLabel: string;
  error?: string;
}) {
  const { data } = useQuery(ClientOptionsDocument, { variables: { first: 100 } });
  const clients = data?.clients.edges.map((edge) => edge.node) ?? [];
  return (
    <Field label={label} error={error}>
      {(props) => (
        <select {...props} className={fieldStyles.input} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{emptyLabel}</option>
          {clients.map((client) => (
            <option key={client.id} value={client.id}>
              {client.name} ({client.email})
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A select of one client's boats (disabled until a client is chosen). */
export function BoatSelect({
  clientId,
  value,
  onChange,
  label,
  emptyLabel,
  error,
}: {
  clientId: string;
  value: string;
  onChange: (id: string) => void;
  label: string;
  emptyLabel: string;
  error?: string;
}) {
  const { t } = useTranslation('admin');
  const { data } = useQuery(ClientBoatOptionsDocument, { variables: { id: clientId, first: 50 }, skip: !clientId });
  const boats = data?.node?.__typename === 'User' ? data.node.boats.edges.map((edge) => edge.node) : [];
  return (
    <Field label={label} error={error} hint={clientId ? undefined : t('jobs.chooseClientFirst')}>
      {(props) => (
        <select {...props} className={fieldStyles.input} value={value} disabled={!clientId} onChange={(event) => onChange(event.target.value)}>
          <option value="">{emptyLabel}</option>
          {boats.map((boat) => (
            <option key={boat.id} value={boat.id}>
              {boat.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
