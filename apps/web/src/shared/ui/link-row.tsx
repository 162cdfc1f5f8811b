import { Link } from '../i18n/localized-link';
import * as styles from './link-row.css';

export interface LinkRowProps {
  /** What the links are, for screen readers (the nav's name). */
  label: string;
  links: { to: string; label: string }[];
}

/** A named row of links to sibling pages (blog, shop, documentation link to each other). */
export function LinkRow({ label, links }: LinkRowProps) {
  return (
    <nav aria-label={label} className={styles.row}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={styles.link}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
