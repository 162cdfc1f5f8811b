import { useMutation } from '@apollo/client/react';
import { AdminClientDocument, CreateBoatDocument, UpdateBoatDocument, type AdminBoatFragment } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AlertBadge } from '../../../../shared/boats/alert-badge';
import { useBoatTypeLabel } from '../../../../shared/boats/boat-type';
import { formatNumber } from '../../../../shared/format/format';
import { paths } from '../../../../shared/paths';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import { Button } from '../../../../shared/ui/button';
import { button } from '../../../../shared/ui/button-class';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { titleRow } from '../../../../shared/ui/title-row.css';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { BoatForm } from './boat-form';
import * as records from '../common/record-list.css';

/** A client's boats: each with its open alerts and a job to open, edited in place; and a new one. */
export function ClientBoats({ clientId, boats }: { clientId: string; boats: AdminBoatFragment[] }) {
  const { t, i18n } = useTranslation('admin');
  const { toast } = useToast();
  const typeLabel = useBoatTypeLabel();
  const [createBoat] = useMutation(CreateBoatDocument, { refetchQueries: [AdminClientDocument] });
  const [updateBoat] = useMutation(UpdateBoatDocument);
  const [boatForm, setBoatForm] = useState<'new' | AdminBoatFragment | null>(null);
  return (
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
            await createBoat({ variables: { input: { ...fields, ownerId: clientId } } });
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
              <span className={records.rowMeta}>{t('boats.summary', { length: formatNumber(boat.lengthMeters, i18n.language, 2), year: boat.year })}</span>
              <span className={records.rowEnd}>
                <Button size="sm" variant="ghost" onClick={() => setBoatForm(boat)} aria-label={t('boats.editNamed', { name: boat.name })}>
                  {t('boats.edit')}
                </Button>
                <Link
                  className={button({ size: 'sm', variant: 'ghost' })}
                  to={`${paths.admin.boats.detail.getHref(boat.id)}?${new URLSearchParams({ client: clientId })}`}
                  aria-label={t('boats.maintenanceNamed', { name: boat.name })}
                >
                  {t('boats.maintenance')}
                </Link>
                <Link
                  className={button({ size: 'sm', variant: 'secondary' })}
                  to={`${paths.admin.jobs.new.getHref()}?${new URLSearchParams({ customer: clientId, boat: boat.id })}`}
                >
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
  );
}
