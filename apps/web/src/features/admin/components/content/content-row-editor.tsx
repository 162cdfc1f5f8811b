import { useApolloClient, useMutation } from '@apollo/client/react';
import { ContentRowFragmentDoc, UpdateContentDocument, type ContentRowFragment } from '@mmt/graphql';
import type { SiteTextNamespace } from '@mmt/i18n';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format/format';
import { reloadTexts } from '../../../../shared/i18n/texts';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { InlineSpinner } from '../../../../shared/ui/spinner';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { saveFailureOf } from '../../lib/content-errors';
import { textLocation } from '../../lib/text-location';
import * as styles from './content-table.css';

type Language = 'es' | 'en';
type Draft = Record<Language, string>;

/** The entry as the server had it when a save conflicted (CONFLICT's `extensions.current`). */
interface CurrentEntry {
  version: number;
  valueEs: string;
  valueEn: string;
  updatedAt: string;
  editedBy: string | null;
}

interface ContentRowEditorProps {
  row: ContentRowFragment;
  columns: Record<'section' | 'key' | 'es' | 'en' | 'actions', string>;
  onDone: () => void;
}

/**
 * A row in edit mode: both values side by side in 3-row text boxes, preloaded, with their
 * length and a copy from the other language; where the text appears; 'Guardar' / 'Cancelar'.
 * A failed save keeps the row and the draft. When someone saved in between, their text shows
 * under the row beside the draft, and saving again replaces it.
 */
export function ContentRowEditor({ row, columns, onDone }: ContentRowEditorProps) {
  const { t, i18n } = useTranslation('admin');
  const { toast } = useToast();
  const client = useApolloClient();
  const [updateContent, { loading: saving }] = useMutation(UpdateContentDocument);
  const [draft, setDraft] = useState<Draft>({ es: row.valueEs, en: row.valueEn });
  const [baseVersion, setBaseVersion] = useState(row.version);
  const [conflict, setConflict] = useState<CurrentEntry | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const name = `${row.section}/${row.key}`;

  async function save() {
    setFieldErrors({});
    try {
      const { data } = await updateContent({ variables: { input: { id: row.id, version: baseVersion, valueEs: draft.es, valueEn: draft.en } } });
      // The same version back: the values were already these (the server keeps no new version).
      const outcome = data?.updateContent.content.version !== baseVersion ? 'saved' : row.outdatedLanguage ? 'confirmed' : 'unchanged';
      toast({ variant: 'success', title: t(`content.${outcome}.title`), description: t(`content.${outcome}.description`) });
      void reloadTexts(i18n, [row.section as SiteTextNamespace]).catch(() => undefined);
      onDone();
    } catch (error) {
      toast({ variant: 'destructive', title: t('content.saveError.title'), description: t('content.saveError.description') });
      const failure = saveFailureOf<CurrentEntry>(error, (key, options) => String(i18n.t(key as never, options as never)));
      if (failure.kind === 'conflict') {
        setConflict(failure.current);
        setBaseVersion(failure.current.version);
        // The list shows the entry as it is now, whatever the admin does with the draft.
        client.cache.writeFragment({
          fragment: ContentRowFragmentDoc,
          id: client.cache.identify({ __typename: 'Content', id: row.id }),
          data: { ...row, version: failure.current.version, valueEs: failure.current.valueEs, valueEn: failure.current.valueEn },
        });
      } else if (failure.kind === 'invalid') {
        setFieldErrors(failure.fieldErrors);
      } else {
        console.error('Content save failed', error);
      }
    }
  }

  const location = textLocation(row.section, row.key);
  return (
    <>
      <tr className={styles.editingRow} data-testid="content-row-editing">
        <td className={styles.codeCell} data-label={columns.section}>
          {row.section}
        </td>
        <td className={styles.codeCell} data-label={columns.key}>
          {row.key}
          <p className={styles.location}>
            {t('content.where.label')}:{' '}
            {location.kind === 'page' ? (
              <a href={location.href} target="_blank" rel="noopener" className={styles.link} data-testid="text-location">
                {t('content.where.open', { path: location.href })}
              </a>
            ) : (
              t(`content.where.${location.kind}`)
            )}
          </p>
        </td>
        {(['es', 'en'] as const).map((language) => (
          <td key={language} className={styles.cell} data-label={columns[language]}>
            <ValueEditor
              language={language}
              label={t(`content.valueLabel.${language}`, { key: name })}
              value={draft[language]}
              defaultText={language === 'es' ? row.defaultEs : row.defaultEn}
              error={fieldErrors[language === 'es' ? 'valueEs' : 'valueEn']}
              onChange={(value) => setDraft((previous) => ({ ...previous, [language]: value }))}
              onCopy={() => setDraft((previous) => ({ ...previous, [language]: previous[language === 'es' ? 'en' : 'es'] }))}
            />
          </td>
        ))}
        <td className={styles.cell} data-label={columns.actions}>
          <div className={styles.actions}>
            <Button size="sm" onClick={() => void save()} disabled={saving}>
              {saving && <InlineSpinner />}
              {saving ? t('content.saving') : t('content.save')}
            </Button>
            <Button size="sm" variant="secondary" onClick={onDone} disabled={saving}>
              {t('content.cancel')}
            </Button>
          </div>
        </td>
      </tr>
      {conflict && (
        <tr className={styles.editingRow}>
          <td colSpan={5} className={styles.panelCell}>
            <ConflictNotice
              current={conflict}
              onUseTheirs={() => {
                setDraft({ es: conflict.valueEs, en: conflict.valueEn });
                setConflict(null);
              }}
            />
          </td>
        </tr>
      )}
    </>
  );
}

interface ValueEditorProps {
  language: Language;
  label: string;
  value: string;
  defaultText: string;
  error?: string;
  onChange: (value: string) => void;
  onCopy: () => void;
}

/** One language's text box with its length, the copy from the other language, and its error. */
function ValueEditor({ language, label, value, defaultText, error, onChange, onCopy }: ValueEditorProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const other = language === 'es' ? 'en' : 'es';
  const describedBy = [`${id}-count`, error ? `${id}-error` : '', value === '' ? `${id}-default` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.editor}>
      <textarea
        id={id}
        lang={language}
        rows={3}
        className={`${fieldStyles.input} ${styles.textarea}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        maxLength={10_000}
      />
      <div className={styles.editorMeta}>
        <span id={`${id}-count`}>{t('content.characters', { count: value.length })}</span>
        <button type="button" className={styles.linkButton} onClick={onCopy}>
          {t(`content.copyFrom.${other}`)}
        </button>
      </div>
      {value === '' && (
        <p id={`${id}-default`} className={styles.defaultText}>
          {t('content.defaultText', { text: defaultText })}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Their saved text beside the draft, after a CONFLICT. */
function ConflictNotice({ current, onUseTheirs }: { current: CurrentEntry; onUseTheirs: () => void }) {
  const { t } = useTranslation('admin');
  const date = formatDateTime(current.updatedAt);
  return (
    <ErrorAlert>
      <div className={styles.conflict} data-testid="content-conflict">
        <p>
          <strong>{t('content.conflict.title')}</strong>
        </p>
        <p>{current.editedBy ? t('content.conflict.by', { name: current.editedBy, date }) : t('content.conflict.byUnknown', { date })}</p>
        <dl className={styles.conflictValues}>
          <dt>
            {t('content.conflict.theirs')} ({t('content.columns.es')})
          </dt>
          <dd lang="es">{current.valueEs || t('content.emptyValue')}</dd>
          <dt>
            {t('content.conflict.theirs')} ({t('content.columns.en')})
          </dt>
          <dd lang="en">{current.valueEn || t('content.emptyValue')}</dd>
        </dl>
        <p>{t('content.conflict.keep')}</p>
        <Button size="sm" variant="secondary" onClick={onUseTheirs}>
          {t('content.conflict.useTheirs')}
        </Button>
      </div>
    </ErrorAlert>
  );
}
