import type { ButtonHTMLAttributes } from 'react';
import { closeButton } from './close-button.css';

/** A cross that closes something; `aria-label` says what it does. */
export function CloseButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { 'aria-label': string }) {
  return (
    <button type="button" className={[closeButton, className].filter(Boolean).join(' ')} {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
