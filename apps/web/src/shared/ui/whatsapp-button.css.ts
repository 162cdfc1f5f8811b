import { style } from '@vanilla-extract/css';

/** WhatsApp's own green, whatever the theme. */
export const whatsapp = style({
  backgroundColor: '#25d366',
  color: '#052e16',
  fontWeight: 700,
  selectors: { '&:hover': { backgroundColor: '#4ade80' } },
});

export const icon = style({ width: '22px', height: '22px', flexShrink: 0 });
