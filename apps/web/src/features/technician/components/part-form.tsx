import { DEFAULT_VAT_RATE, MONEY_BOUNDS } from '@mmt/billing';
import type { TechnicianVisitQuery } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parsePrice } from '../../../shared/format/euros';
import { formatMoney } from '../../../shared/format/format';
import { Button } from '../../../shared/ui/button';
import { Field } from '../../../shared/ui/field';
import { TextField } from '../../../shared/ui/text-field';
import { VatRateSelect } from '../../../shared/domain/vat-rate-select';
import { EntryForm } from './entry-form';
import * as fieldApp from './field-app.css';
import type { VisitActions } from '../lib/use-visit-actions';
import { matchingParts, numberOf } from './visit-texts';
import * as styles from './visit-work.css';

type Part = TechnicianVisitQuery['parts'][number];
/** The free line's place among the choices. */
const FREE_LINE = 'free';
/** How many matches show at once: a phone's screen, not the whole list. */
const SHOWN = 6;

/** A part used: searched in the price list (its price comes from the list), or a free line when it is not there. */
export function PartForm({ parts, actions }: { parts: Part[]; actions: VisitActions }) {
  const { t, i18n } = useTranslation(['portal', 'errors']);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [text, setText] = useState('');
  const [price, setPrice] = useState('');
  const [vatRate, setVatRate] = useState<number>(DEFAULT_VAT_RATE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const free = chosen === FREE_LINE;
  const part = parts.find((candidate) => candidate.id === chosen);
  const matches = matchingParts(parts, query);

  async function submit() {
    const amount = numberOf(quantity);
    const cents = parsePrice(price);
    const found: Record<string, string> = {};
    if (!chosen) found.part = t('technician.work.partRequired');
    if (amount === null) found.quantity = t('technician.work.quantityInvalid');
    // The API's bounds, said here: a refused entry would only come back as a toast once sent.
    else if (amount > MONEY_BOUNDS.partQuantity) found.quantity = t('errors:validation.quantityTooHigh', { max: MONEY_BOUNDS.partQuantity });
    if (free && !text.trim()) found.text = t('technician.work.partTextRequired');
    if (free && cents === null) found.price = t('technician.work.priceInvalid');
    else if (free && cents! > MONEY_BOUNDS.partPriceCents) found.price = t('errors:validation.amountTooHigh', { max: MONEY_BOUNDS.partPriceCents / 100 });
    setErrors(found);
    if (Object.keys(found).length) return;
    const entry = free
      ? { kind: 'PART' as const, text: text.trim(), quantity: amount!, unitPriceCents: cents!, vatRate }
      : { kind: 'PART' as const, partId: chosen, quantity: amount! };
    await actions.addEntry(entry, `${amount} × ${free ? text.trim() : part?.name}`);
    setChosen('');
    setQuery('');
    setQuantity('1');
    setText('');
    setPrice('');
  }

  return (
    <EntryForm submitLabel={t('technician.work.addPart')} onSubmit={submit}>
      {chosen ? (
        <div className={fieldApp.entryLine}>
          <strong className={fieldApp.entryText} data-testid="chosen-part">
            {free ? t('technician.work.freeLine') : t('technician.work.chosenPart', { name: part?.name })}
          </strong>
          <Button variant="secondary" onClick={() => setChosen('')}>
            {t('technician.work.changePart')}
          </Button>
        </div>
      ) : (
        <>
          <TextField
            type="search"
            label={t('technician.work.searchParts')}
            placeholder={t('technician.work.searchPlaceholder')}
            error={errors.part}
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
          <ul className={fieldApp.partResults} aria-label={t('technician.work.parts')} data-testid="part-results">
            {matches.slice(0, SHOWN).map((candidate) => (
              <li key={candidate.id}>
                <button type="button" className={fieldApp.partResult} onClick={() => setChosen(candidate.id)}>
                  <span>{candidate.name}</span>
                  <span className={fieldApp.price}>{formatMoney(candidate.priceCents, i18n.language)}</span>
                </button>
              </li>
            ))}
            <li>
              <button type="button" className={fieldApp.partResult} onClick={() => setChosen(FREE_LINE)}>
                {t('technician.work.freeLine')}
              </button>
            </li>
          </ul>
          {matches.length === 0 && <p className={fieldApp.hint}>{t('technician.work.noPartFound')}</p>}
          {matches.length > SHOWN && <p className={fieldApp.hint}>{t('technician.work.morePartsHint')}</p>}
        </>
      )}
      {free && (
        <>
          <TextField label={t('technician.work.partText')} error={errors.text} value={text} maxLength={300} onChange={(event) => setText(event.target.value)} />
          <div className={styles.row}>
            <TextField
              label={t('technician.work.price')}
              error={errors.price}
              inputMode="decimal"
              value={price}
              onChange={(event) => setPrice(event.target.value)}
            />
            <Field label={t('technician.work.vat')}>{(props) => <VatRateSelect {...props} value={vatRate} onChange={setVatRate} />}</Field>
          </div>
        </>
      )}
      <TextField
        label={t('technician.work.quantity')}
        error={errors.quantity}
        inputMode="decimal"
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
      />
    </EntryForm>
  );
}
