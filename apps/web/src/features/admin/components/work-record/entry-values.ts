import type { AdminEntryValuesFragment, VisitEntryKind } from '@mmt/graphql';
import type { TFunction } from 'i18next';
import { formatMoney, formatNumber } from '../../../../shared/format/format';

/** A line's values in a few words, as the office reads them ('2,5 h', '2 × Antena VHF a 89,50 €'). */
export function entryValuesText(kind: VisitEntryKind, values: AdminEntryValuesFragment, t: TFunction<'admin'>, language: string): string {
  if (kind === 'HOURS')
    return [t('workRecord.hoursValue', { hours: formatNumber((values.minutes ?? 0) / 60, language, 2) }), values.text].filter(Boolean).join(' · ');
  if (kind === 'PART')
    return t('workRecord.partValue', {
      quantity: formatNumber(values.quantity ?? 0, language, 2),
      text: values.text,
      price: formatMoney(values.unitPriceCents ?? 0, language),
    });
  return `“${values.text}”`;
}
