import type { Ref } from 'react';
import { button } from './button-class';
import * as styles from './menu-button.css';

interface MenuButtonProps {
  ref: Ref<HTMLButtonElement>;
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: () => void;
  /** what the button does now: open or close the menu */
  label: string;
}

/** The phone menu's square button: three lines, a cross while the menu is open. */
export function MenuButton({ label, ...props }: MenuButtonProps) {
  return (
    <button type="button" className={button({ variant: 'secondary', size: 'icon' })} aria-label={label} data-testid="menu-button" {...props}>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        {props['aria-expanded'] ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </button>
  );
}
