import { useMutation } from '@apollo/client/react';
import { AddEquipmentDocument, AdminBoatDocument, RetireEquipmentDocument, UpdateEquipmentDocument, type AdminEquipmentFragment } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { useEquipmentCategoryLabel, WarrantyBadge } from '../../../../shared/boats/maintenance';
import { formatDate } from '../../../../shared/format/format';
import { Button } from '../../../../shared/ui/button';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { useRowAction } from '../../lib/row-action';
import { EditableRecords } from '../common/editable-records';
import { EquipmentForm } from './equipment-form';
import * as records from '../common/record-list.css';

/** A boat's equipment register: each piece with its warranty, edited in place or retired (kept, marked); and a new one with its category's default tasks. */
export function EquipmentRegister({ boatId, equipment }: { boatId: string; equipment: AdminEquipmentFragment[] }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const categoryLabel = useEquipmentCategoryLabel();
  // A new piece brings its category's default tasks: the boat is read again.
  const [addEquipment] = useMutation(AddEquipmentDocument, { refetchQueries: [AdminBoatDocument] });
  const [updateEquipment] = useMutation(UpdateEquipmentDocument);
  const [retireEquipment] = useMutation(RetireEquipmentDocument, { refetchQueries: [AdminBoatDocument] });
  const rowAction = useRowAction();
  const retire = (piece: AdminEquipmentFragment) =>
    rowAction(() => retireEquipment({ variables: { input: { id: piece.id } } }), t('equipment.retired', { name: `${piece.brand} ${piece.model}` }));

  return (
    <EditableRecords
      id="equipment-register"
      testId="equipment-register"
      title={t('equipment.title')}
      addLabel={t('equipment.add')}
      empty={t('equipment.empty')}
      items={equipment}
      renderForm={(piece, close) => (
        <EquipmentForm
          equipment={piece}
          submitLabel={piece ? t('form.save') : t('equipment.create')}
          onCancel={close}
          onSubmit={async (fields) => {
            if (piece) await updateEquipment({ variables: { input: { ...fields, id: piece.id } } });
            else await addEquipment({ variables: { input: { ...fields, boatId } } });
            toast({ title: t(piece ? 'equipment.saved' : 'equipment.created', { name: `${fields.brand} ${fields.model}` }) });
            close();
          }}
        />
      )}
      renderRow={(piece, edit) => (
        <li key={piece.id} className={records.row} data-testid="equipment-row">
          <span className={records.rowTitle}>
            {piece.brand} {piece.model}
          </span>
          <span className={records.rowMeta}>
            {[
              categoryLabel(piece.category),
              piece.serialNumber && t('equipment.serial', { serial: piece.serialNumber }),
              piece.location,
              piece.signalKId && `propulsion.${piece.signalKId}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          <span className={records.rowMeta}>
            {piece.retiredAt ? t('equipment.retiredOn', { date: formatDate(piece.retiredAt) }) : <WarrantyBadge equipment={piece} />}
          </span>
          <span className={records.rowEnd}>
            <Button size="sm" variant="ghost" onClick={edit} aria-label={t('equipment.editNamed', { name: `${piece.brand} ${piece.model}` })}>
              {t('equipment.edit')}
            </Button>
            {!piece.retiredAt && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void retire(piece)}
                aria-label={t('equipment.retireNamed', { name: `${piece.brand} ${piece.model}` })}
              >
                {t('equipment.retire')}
              </Button>
            )}
          </span>
        </li>
      )}
    />
  );
}
