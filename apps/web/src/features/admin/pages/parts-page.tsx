import { useMutation, useQuery } from '@apollo/client/react';
import { MONEY_BOUNDS } from '@mmt/billing';
import { CreatePartDocument, PriceListDocument, UpdateLabourRateDocument, UpdatePartDocument, type PartRowFragment } from '@mmt/graphql';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { centsToField, parsePrice } from '../../../shared/format/euros';
import { formatMoney } from '../../../shared/format/format';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { card, cardTitle } from '../../../shared/ui/card.css';
import { Field } from '../../../shared/ui/field';
import { ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageSubtitle, PageTitle } from '../../../shared/ui/page';
import { sprinkles } from '../../../shared/theme/sprinkles.css';
import { sections } from '../../../shared/ui/sections.css';
import { InlineSpinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { VatRateSelect } from '../../../shared/domain/vat-rate-select';
import * as formStyles from '../components/common/form.css';

/** A price and a VAT rate, as both forms of this page ask for them. */
function PriceFields({
  price,
  vatRate,
  onPrice,
  onVatRate,
  error,
  priceLabel,
}: {
  price: string;
  vatRate: number;
  onPrice: (value: string) => void;
  onVatRate: (value: number) => void;
  error?: string;
  priceLabel: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextField label={priceLabel} inputMode="decimal" value={price} error={error} onChange={(event) => onPrice(event.target.value)} />
      <Field label={t('parts.vatRate')}>{(props) => <VatRateSelect {...props} value={vatRate} onChange={onVatRate} />}</Field>
    </>
  );
}

/** /admin/parts: the price list technicians use aboard (parts, with price and VAT) and the hourly rate of labour. */
export function PartsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('parts.title'));
  const { data, loading, error, refetch } = useQuery(PriceListDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <PageContainer>
      <PageTitle>{t('parts.title')}</PageTitle>
      <PageSubtitle>{t('parts.intro')}</PageSubtitle>
      {loading && !data && <LoadingState label={t('parts.loading')} />}
      {error && !data && <ErrorState message={t('parts.error')} onRetry={() => void refetch()} />}
      {data && (
        <div className={sections}>
          <LabourRateForm key={`${data.labourRate.priceCents}-${data.labourRate.vatRate}`} rate={data.labourRate} />
          <section className={card({ padding: 'lg' })} aria-labelledby="parts-list">
            <h2 id="parts-list" className={cardTitle({ space: 'md' })}>
              {t('parts.listTitle')}
            </h2>
            {data.parts.length === 0 && <p>{t('parts.empty')}</p>}
            {data.parts.map((part) => (
              <PartForm key={`${part.id}-${part.priceCents}-${part.vatRate}-${part.name}-${part.active}`} part={part} />
            ))}
          </section>
          <PartForm />
        </div>
      )}
    </PageContainer>
  );
}

function LabourRateForm({ rate }: { rate: { priceCents: number; vatRate: number } }) {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const { toast } = useToast();
  const [price, setPrice] = useState(centsToField(rate.priceCents, i18n.language));
  const [vatRate, setVatRate] = useState(rate.vatRate);
  const [error, setError] = useState<string>();
  const [update, { loading }] = useMutation(UpdateLabourRateDocument, { refetchQueries: [PriceListDocument] });
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const priceCents = parsePrice(price);
    if (priceCents === null) return setError(t('validation.amount'));
    if (priceCents > MONEY_BOUNDS.hourlyRateCents) return setError(t('errors:validation.amountTooHigh', { max: MONEY_BOUNDS.hourlyRateCents / 100 }));
    setError(undefined);
    try {
      await update({ variables: { input: { priceCents, vatRate } } });
      toast({ title: t('parts.rateSaved', { price: formatMoney(priceCents, i18n.language) }) });
    } catch {
      setError(t('parts.saveFailed'));
    }
  }
  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="labour-rate">
      <h2 id="labour-rate" className={cardTitle({ space: 'md' })}>
        {t('parts.rateTitle')}
      </h2>
      <p className={sprinkles({ color: 'muted', fontSize: 'sm', marginBottom: 'md' })}>{t('parts.rateIntro')}</p>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={formStyles.grid}>
          <PriceFields price={price} vatRate={vatRate} onPrice={setPrice} onVatRate={setVatRate} error={error} priceLabel={t('parts.hourlyPrice')} />
        </div>
        <div>
          <Button type="submit" disabled={loading}>
            {loading && <InlineSpinner />}
            {t('parts.saveRate')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** A part of the list to edit (or retire), or, without one, a new part. */
function PartForm({ part }: { part?: PartRowFragment }) {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const { toast } = useToast();
  const [name, setName] = useState(part?.name ?? '');
  const [price, setPrice] = useState(part ? centsToField(part.priceCents, i18n.language) : '');
  const [vatRate, setVatRate] = useState(part?.vatRate ?? 21);
  const [active, setActive] = useState(part?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useMutation(CreatePartDocument, { refetchQueries: [PriceListDocument] });
  const [update, updating] = useMutation(UpdatePartDocument, { refetchQueries: [PriceListDocument] });
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const priceCents = parsePrice(price);
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t('parts.nameRequired');
    if (priceCents === null) found.price = t('validation.amount');
    else if (priceCents > MONEY_BOUNDS.partPriceCents) found.price = t('errors:validation.amountTooHigh', { max: MONEY_BOUNDS.partPriceCents / 100 });
    setErrors(found);
    if (Object.keys(found).length) return;
    const input = { name: name.trim(), priceCents: priceCents!, vatRate };
    try {
      if (part) await update({ variables: { input: { ...input, id: part.id, active } } });
      else {
        await create({ variables: { input } });
        setName('');
        setPrice('');
      }
      toast({ title: t('parts.saved', { name: input.name }) });
    } catch {
      setErrors({ form: t('parts.saveFailed') });
    }
  }
  const form = (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate data-testid={part ? 'part-row' : 'new-part'}>
      {errors.form && <ErrorAlert>{errors.form}</ErrorAlert>}
      <div className={formStyles.grid}>
        <TextField label={t('parts.name')} value={name} maxLength={200} error={errors.name} onChange={(event) => setName(event.target.value)} />
        <PriceFields price={price} vatRate={vatRate} onPrice={setPrice} onVatRate={setVatRate} error={errors.price} priceLabel={t('parts.price')} />
      </div>
      {part && (
        <label>
          <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} /> {t('parts.active')}
        </label>
      )}
      <div>
        <Button type="submit" variant={part ? 'secondary' : 'primary'} disabled={creating.loading || updating.loading}>
          {(creating.loading || updating.loading) && <InlineSpinner />}
          {part ? t('parts.save') : t('parts.add')}
        </Button>
      </div>
    </form>
  );
  if (part) return form;
  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="new-part">
      <h2 id="new-part" className={cardTitle({ space: 'md' })}>
        {t('parts.newTitle')}
      </h2>
      {form}
    </section>
  );
}

export { PartsPage as Component };
