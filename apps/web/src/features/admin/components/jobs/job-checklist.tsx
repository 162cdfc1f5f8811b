import { useMutation } from '@apollo/client/react';
import { AdminJobDocument, SetJobChecklistDocument, type JobChecklistFragment } from '@mmt/graphql';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { InlineSpinner } from '../../../../shared/ui/spinner';
import { TextField } from '../../../../shared/ui/text-field';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { useFormErrors } from '../../lib/form-errors';
import * as formStyles from '../common/form.css';
import * as styles from './job-checklist.css';

/** The API's limits: items a list holds, characters an item. */
const MAX_ITEMS = 50;
const MAX_LENGTH = 300;

/**
 * A job's checklist, edited as a list of lines and saved whole (setJobChecklist). Blank lines are
 * left out; the server's refusals (an item too long) show under the list.
 */
export function JobChecklist({ job }: { job: JobChecklistFragment }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const [items, setItems] = useState(() => job.checklist.map((item) => item.label));
  const { errors, formError, save } = useFormErrors({ items: { max: MAX_LENGTH } });
  const [setChecklist, { loading }] = useMutation(SetJobChecklistDocument, { refetchQueries: [AdminJobDocument] });
  const done = new Set(job.checklist.filter((item) => item.doneAt).map((item) => item.label));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const labels = items.filter((item) => item.trim());
    await save(async () => {
      const result = await setChecklist({ variables: { input: { jobId: job.id, items: labels } } });
      setItems(result.data!.setJobChecklist.items.map((item) => item.label));
      toast({ title: t('checklist.saved') });
    });
  }

  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="job-checklist" data-testid="job-checklist">
      <h2 id="job-checklist" className={cardTitle({ space: 'sm' })}>
        {t('checklist.title')}
      </h2>
      <p className={sprinkles({ color: 'muted', fontSize: 'sm', marginBottom: 'md' })}>{t('checklist.intro')}</p>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={loading}>
        {items.length === 0 && <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('checklist.empty')}</p>}
        {items.length > 0 && (
          <ol className={styles.list}>
            {items.map((item, index) => (
              <li key={index} className={styles.item}>
                <TextField
                  label={t('checklist.item', { n: index + 1 })}
                  hint={done.has(item) ? t('checklist.done') : undefined}
                  value={item}
                  onChange={(event) => setItems(items.map((other, i) => (i === index ? event.target.value : other)))}
                />
                <span>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setItems(items.filter((_, i) => i !== index))}
                    aria-label={t('checklist.removeNth', { n: index + 1 })}
                  >
                    {t('checklist.remove')}
                  </Button>
                </span>
              </li>
            ))}
          </ol>
        )}
        {errors.items && <ErrorAlert>{errors.items}</ErrorAlert>}
        {formError && !errors.items && <ErrorAlert>{formError}</ErrorAlert>}
        <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' })}>
          <Button variant="secondary" onClick={() => setItems([...items, ''])} disabled={items.length >= MAX_ITEMS}>
            {t('checklist.add')}
          </Button>
          <Button type="submit" disabled={loading}>
            {loading && <InlineSpinner />}
            {t('checklist.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
