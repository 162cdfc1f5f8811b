import * as styles from './button.css';

export interface ButtonVariants {
  variant?: keyof typeof styles.variant;
  size?: keyof typeof styles.size;
  fullWidth?: boolean;
}

/** The classes of a button, or of a link that looks like one: primary and medium unless said. */
export function button({ variant = 'primary', size = 'md', fullWidth = false }: ButtonVariants = {}): string {
  return [styles.base, styles.variant[variant], styles.size[size], fullWidth ? styles.fullWidth : ''].filter(Boolean).join(' ');
}
