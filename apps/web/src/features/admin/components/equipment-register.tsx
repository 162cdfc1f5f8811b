import { useMutation } from '@apollo/client/react';
import { AddEquipmentDocument, AdminBoatDocument, RetireEquipmentDocument, UpdateEquipmentDocument, type AdminEquipmentFragment } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEquipmentCategoryLabel, WarrantyBadge } from '../../../shared/boats/maintenance';
import { formatDate } from '../../../shared/format/format';
import { sprinkles } from '../../../shared/theme/sprinkles.css';
import { Button } from '../../../shared/ui/button';
import { card, cardTitle } from '../../../shared/ui/card.css';
import { titleRow } from '../../../shared/ui/title-row.css';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { EquipmentForm } from './equipment-form';
import * as records from './record-list.css';

/** A boat's equipment register: each piece with its warranty, edited in place or retired (kept, marked); and a new one with its category's default tasks. */
export function EquipmentRegister({ boatId, equipment }: { boatId: string; equipment: AdminEquipmentFragment[] }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const categoryLabel = useEquipmentCategoryLabel();
  // A new piece brings its category's default tasks: the boat is read again.
  const [addEquipment] = useMutation(AddEquipmentDocument, { refetchQueries: [AdminBoatDocument] });
  const [updateEquipment] = useMutation(UpdateEquipmentDocument);
  const [retireEquipment] = useMutation(RetireEquipmentDocument, { refetchQueries: [AdminBoatDocument] });
  const [form, setForm] = useState<'new' | AdminEquipmentFragment | null>(null);

  async function retire(piece: AdminEquipmentFragment) {
    try {
      await retireEquipment({ variables: { input: { id: piece.id } } });
      toast({ title: t('equipment.retired', { name: `${piece.brand} ${piece.model}` }) });
    } catch (error) {
      console.error('Retiring equipment failed', error);
      toast({ variant: 'destructive', title: t('form.failed') });
    }
  }

  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="equipment-register" data-testid="equipment-register">
      <div className={titleRow}>
        <h2 id="equipment-register" className={cardTitle({ space: 'sm' })}>
          {t('equipment.title')}
        </h2>
        {form === null && (
          <Button size="sm" variant="secondary" onClick={() => setForm('new')}>
            {t('equipment.add')}
          </Button>
        )}
      </div>
      {form === 'new' && (
        <EquipmentForm
          submitLabel={t('equipment.create')}
          onCancel={() => setForm(null)}
          onSubmit={async (fields) => {
            await addEquipment({ variables: { input: { ...fields, boatId } } });
            toast({ title: t('equipment.created', { name: `${fields.brand} ${fields.model}` }) });
            setForm(null);
          }}
        />
      )}
      {equipment.length === 0 && form === null && <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('equipment.empty')}</p>}
      <ul className={records.list}>
        {equipment.map((piece) =>
          form !== null && form !== 'new' && form.id === piece.id ? (
            <li key={piece.id}>
              <EquipmentForm
                equipment={piece}
                submitLabel={t('form.save')}
                onCancel={() => setForm(null)}
                onSubmit={async (fields) => {
                  await updateEquipment({ variables: { input: { ...fields, id: piece.id } } });
                  toast({ title: t('equipment.saved', { name: `${fields.brand} ${fields.model}` }) });
                  setForm(null);
                }}
              />
            </li>
          ) : (
            <li key={piece.id} className={records.row} data-testid="equipment-row">
              <span className={records.rowTitle}>
                {piece.brand} {piece.model}
              </span>
              <span className={records.rowMeta}>
                {[categoryLabel(piece.category), piece.serialNumber && t('equipment.serial', { serial: piece.serialNumber }), piece.location].filter(Boolean).join(' · ')}
              </span>
              <span className={records.rowMeta}>{piece.retiredAt ? t('equipment.retiredOn', { date: formatDate(piece.retiredAt) }) : <WarrantyBadge equipment={piece} />}</span>
              <span className={records.rowEnd}>
                <Button size="sm" variant="ghost" onClick={() => setForm(piece)} aria-label={t('equipment.editNamed', { name: `${piece.brand} ${piece.model}` })}>
                  {t('equipment.edit')}
                </Button>
                {!piece.retiredAt && (
                  <Button size="sm" variant="ghost" onClick={() => void retire(piece)} aria-label={t('equipment.retireNamed', { name: `${piece.brand} ${piece.model}` })}>
                    {t('equipment.retire')}
                  </Button>
                )}
              </span>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
