import { useId } from 'react';
import { boatDrawings } from '../lib/boat-drawings';
import type { BoatType } from '@mmt/graphql';
import * as s from './boat-illustration.css';

/**
 * The drawing of a boat type (lib/boat-drawings) on the same evening sea:
 * plain SVG shapes coloured by the theme, sharp at any size, no request.
 */
export function BoatIllustration({ type, label, className }: { type: BoatType; label: string; className?: string }) {
  const sky = useId();
  return (
    <svg role="img" aria-label={label} viewBox="0 0 320 180" className={className} data-boat-type={type}>
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className={s.skyTop} />
          <stop offset="1" className={s.skyBottom} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${sky})`} />
      <circle className={s.sun} cx="262" cy="44" r="22" />
      {boatDrawings[type].map((shape, index) =>
        'd' in shape ? (
          <path key={index} className={s.parts[shape.part]} d={shape.d} opacity={shape.opacity} />
        ) : (
          <rect
            key={index}
            className={s.parts[shape.part]}
            x={shape.rect[0]}
            y={shape.rect[1]}
            width={shape.rect[2]}
            height={shape.rect[3]}
            rx={shape.rect[4]}
            opacity={shape.opacity}
          />
        ),
      )}
      <path className={s.sea} d="M0 132 Q20 128 40 132 T80 132 T120 132 T160 132 T200 132 T240 132 T280 132 T320 132 V180 H0 Z" />
      <path className={s.wave} d="M24 148 q12 -4 24 0 t24 0 M136 160 q12 -4 24 0 t24 0 M232 150 q12 -4 24 0 t24 0" />
    </svg>
  );
}
