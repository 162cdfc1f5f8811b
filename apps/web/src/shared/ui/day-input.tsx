import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate, parseDayMonthYear } from '../format/format';
import * as styles from './text-field.css';

/** The day to send: YYYY-MM-DD when the text reads as one, else the text as typed (the server's error then names it), or nothing. */
export function dayValue(text: string): string | undefined {
  return parseDayMonthYear(text) ?? (text.trim() || undefined);
}

/** The hint of a day field: how to write it in the page's language (dd/mm/aaaa, dd/mm/yyyy). */
export function useDayFormatHint(): string {
  const { t } = useTranslation('common');
  return t('dateFormat');
}

interface DayInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> {
  /** As typed. */
  value: string;
  onChange: (text: string) => void;
}

/**
 * A calendar day written day first (dd/mm/yyyy) in both languages. Not a native date input:
 * Chromium draws that in the browser's locale (mm/dd/yyyy on a Spanish page) whatever the page's
 * language. 7-3-2026, 07.03.2026 and 07032026 are read too and shown back as 07/03/2026.
 */
export function DayInput({ value, onChange, className, ...props }: DayInputProps) {
  return (
    <input
      {...props}
      type="text"
      className={[styles.input, styles.dayInput, className].filter(Boolean).join(' ')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        const iso = parseDayMonthYear(value);
        if (iso) onChange(formatIsoDate(iso));
      }}
      autoComplete="off"
      maxLength={10}
    />
  );
}
