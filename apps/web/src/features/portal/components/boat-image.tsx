import { useState } from 'react';
import * as styles from './boat-card.css';

/** The boat's photo; a drawn boat when there is none or it cannot load (offline). */
export function BoatImage({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return <img src={src} alt={alt} className={[styles.image, className].filter(Boolean).join(' ')} loading="lazy" onError={() => setFailed(true)} />;
  }
  return (
    <svg role="img" aria-label={alt} viewBox="0 0 160 90" className={[styles.image, styles.placeholder, className].filter(Boolean).join(' ')}>
      <path d="M0 70 Q20 64 40 70 T80 70 T120 70 T160 70 V90 H0 Z" fill="currentColor" opacity="0.25" />
      <path d="M30 62 H130 L118 74 H42 Z" fill="currentColor" opacity="0.8" />
      <path d="M80 14 V60 M80 16 L112 56 H80 M78 22 L54 56 H78" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}
