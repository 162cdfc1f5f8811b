import { useMutation } from '@apollo/client/react';
import { AdminJobDocument, CompleteInstallationJobDocument } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import { Button } from '../../../../shared/ui/button';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { fieldErrorsUnder } from '../../lib/form-errors';
import { EquipmentForm } from './equipment-form';

/** An installation job completed with what was installed added to the boat's register, in one step. */
export function InstallationCompletion({ jobId }: { jobId: string }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [complete] = useMutation(CompleteInstallationJobDocument, { refetchQueries: [AdminJobDocument] });
  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="installation-completion" data-testid="installation-completion">
      <h2 id="installation-completion" className={cardTitle({ space: 'sm' })}>
        {t('equipment.installation.title')}
      </h2>
      <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('equipment.installation.intro')}</p>
      {open ? (
        <EquipmentForm
          submitLabel={t('equipment.installation.submit')}
          onCancel={() => setOpen(false)}
          onSubmit={async (fields) => {
            try {
              await complete({ variables: { input: { jobId, equipment: [fields] } } });
            } catch (error) {
              throw fieldErrorsUnder(error, 'equipment.0.');
            }
            toast({ title: t('equipment.installation.done', { name: `${fields.brand} ${fields.model}` }), description: t('jobs.customerTold') });
            setOpen(false);
          }}
        />
      ) : (
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          {t('equipment.installation.open')}
        </Button>
      )}
    </section>
  );
}
