import type { NoteAudience } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import * as styles from './field-app.css';

/** Who reads a note: two whole touch targets, and why it matters. */
export function AudienceChoice({ name, value, onChange }: { name: string; value: NoteAudience; onChange: (audience: NoteAudience) => void }) {
  const { t } = useTranslation('portal');
  const options: [NoteAudience, string][] = [
    ['OFFICE', t('technician.work.forOffice')],
    ['CUSTOMER', t('technician.work.forCustomer')],
  ];
  return (
    <fieldset className={styles.stacked}>
      <legend className={styles.legend}>{t('technician.work.audience')}</legend>
      <div className={styles.choices}>
        {options.map(([option, label]) => (
          <label key={option} className={styles.choice}>
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            {label}
          </label>
        ))}
      </div>
      <p className={styles.hint}>{t('technician.work.audienceHint')}</p>
    </fieldset>
  );
}
