import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'left',
  font: 'inherit',
  cursor: 'pointer',
  minHeight: '32px',
  selectors: { '&:hover': { color: vars.color.accent } },
});

export const chevron = style({
  display: 'inline-block',
  transition: 'transform 150ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

export const timelineCell = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  backgroundColor: vars.color.backgroundAlt,
});

export const timelineTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs });

/** Inside a tab panel, right under the tabs. */
export const scroller = style({ marginTop: 0 });

export const openJob = style({ display: 'inline-block', marginTop: vars.space.sm, fontWeight: vars.fontWeight.medium });
