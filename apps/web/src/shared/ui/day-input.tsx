import { useRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate, parseDayMonthYear } from '../format/format';
import { button } from './button-class';
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
  /** The first and last day the calendar offers (YYYY-MM-DD). */
  min?: string;
  max?: string;
}

/**
 * A calendar day written day first (dd/mm/yyyy) in both languages, typed or picked from the
 * browser's calendar. The typed field is text: Chromium draws a native date field in the
 * browser's locale (mm/dd/yyyy on a Spanish page) whatever the page's language. 7-3-2026,
 * 07.03.2026 and 07032026 are read too and shown back as 07/03/2026. The button opens the
 * browser's own calendar (a date input kept out of sight and out of the tab order), whose
 * choice is written into the field day first.
 */
export function DayInput({ value, onChange, className, min, max, disabled, ...props }: DayInputProps) {
  const { t } = useTranslation('common');
  const picker = useRef<HTMLInputElement>(null);
  return (
    <span className={styles.dayField}>
      <input
        {...props}
        type="text"
        disabled={disabled}
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
      <input
        ref={picker}
        type="date"
        className={styles.dayPicker}
        tabIndex={-1}
        aria-hidden="true"
        value={parseDayMonthYear(value) ?? ''}
        min={min}
        max={max}
        disabled={disabled}
        onChange={(event) => event.target.value && onChange(formatIsoDate(event.target.value))}
        data-testid="day-picker"
      />
      <button
        type="button"
        className={button({ variant: 'secondary', size: 'icon' })}
        aria-label={t('pickDay')}
        disabled={disabled}
        onClick={() => picker.current?.showPicker()}
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
      </button>
    </span>
  );
}
