import { Link } from 'react-router-dom';
import * as styles from './tile-grid.css';

export interface Tile {
  href: string;
  title: string;
  description: string;
}

/** A grid of link cards; each whole card is one link. */
export function TileGrid({ tiles, label }: { tiles: readonly Tile[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.href}>
          <Link to={tile.href} className={styles.tile}>
            <span className={styles.tileTitle}>{tile.title}</span>
            <span className={styles.tileDescription}>{tile.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
