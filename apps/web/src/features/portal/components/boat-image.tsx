import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoatType } from '@mmt/graphql';
import * as styles from './boat-card.css';
import { BoatIllustration } from './boat-illustration';

/** The boat's photo when it has one that loads; otherwise the drawing of its type. */
export function BoatImage({ src, type, name, className }: { src: string | null; type: BoatType; name: string; className?: string }) {
  const { t } = useTranslation('portal');
  const [failed, setFailed] = useState(false);
  const classes = [styles.image, className].filter(Boolean).join(' ');
  if (src && !failed) {
    // 16:9, as the box it fills (boat-card.css.ts): the page does not move when it arrives.
    return <img src={src} alt={t('boats.imageAlt', { name })} className={classes} width={640} height={360} loading="lazy" onError={() => setFailed(true)} />;
  }
  return <BoatIllustration type={type} label={t('boats.drawingAlt', { name })} className={classes} />;
}
