import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';
import { sprinkles } from '../../../shared/theme/sprinkles.css';

export const meta = style([sprinkles({ color: 'muted', fontSize: 'sm' }), { marginTop: vars.space.xs }]);

export const description = style({ marginTop: vars.space.sm, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });

export const declineForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginTop: vars.space.md, maxWidth: '36rem' });

export const quoteStatus = style({ fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });

export const invoiceLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
