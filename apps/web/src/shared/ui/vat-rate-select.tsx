import { VAT_RATES } from '@mmt/billing';
import type { ComponentPropsWithoutRef } from 'react';
import * as fieldStyles from './text-field.css';

type Props = Omit<ComponentPropsWithoutRef<'select'>, 'value' | 'onChange'> & { value: number; onChange: (rate: number) => void };

/** A line's VAT rate, one of Spain's (libs/billing), as a Field's control. */
export function VatRateSelect({ value, onChange, ...props }: Props) {
  return (
    <select {...props} className={fieldStyles.input} value={value} onChange={(event) => onChange(Number(event.target.value))}>
      {VAT_RATES.map((rate) => (
        <option key={rate} value={rate}>
          {rate} %
        </option>
      ))}
    </select>
  );
}
