import { VAT_RATES, ZERO_VAT_CAUSES, type ZeroVatCause } from '@mmt/billing';
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as fieldStyles from '../ui/text-field.css';

type Props = Omit<ComponentPropsWithoutRef<'select'>, 'value' | 'onChange'> & {
  value: number;
  /** With `withCauses`: the cause of a 0 % line. */
  cause?: ZeroVatCause | null;
  /** 0 % offered once per cause (exempt E1–E6, not subject N1–N2), as a document's line needs it; else a plain 0 %. */
  withCauses?: boolean;
  onChange: (rate: number, cause: ZeroVatCause | null) => void;
};

/** A line's VAT rate, one of Spain's (libs/billing), as a Field's control; at 0 %, with its cause where asked. */
export function VatRateSelect({ value, cause = null, withCauses = false, onChange, ...props }: Props) {
  const { t } = useTranslation('common');
  const options = VAT_RATES.flatMap((rate) =>
    rate === 0 && withCauses
      ? ZERO_VAT_CAUSES.map((zeroVatCause) => ({ key: `0:${zeroVatCause}`, label: `0 % · ${t(`zeroVat.${zeroVatCause}`)}` }))
      : [{ key: String(rate), label: `${rate} %` }],
  );
  const selected = value === 0 && withCauses && cause ? `0:${cause}` : String(value);
  return (
    <select
      {...props}
      className={fieldStyles.input}
      value={selected}
      onChange={(event) => {
        const [rate, zeroVatCause] = event.target.value.split(':');
        onChange(Number(rate), (zeroVatCause as ZeroVatCause | undefined) ?? null);
      }}
    >
      {/* A 0 % line without its cause yet (one copied from elsewhere): shown, to be chosen. */}
      {selected === '0' && withCauses && <option value="0">0 %</option>}
      {options.map((option) => (
        <option key={option.key} value={option.key}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
