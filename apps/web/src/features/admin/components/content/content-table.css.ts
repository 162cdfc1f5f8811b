import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../shared/theme/breakpoints';
import { vars } from '../../../../shared/theme/theme.css';
import { visuallyHiddenRules } from '../../../../shared/ui/visually-hidden.css';

/*
 * A table on wide screens; on phones every row is a card and every cell a labelled line
 * (the column name comes from the cell's data-label), so nothing is cut off or scrolled.
 */
const phone = mediaQueries.mobile;

export const wrapper = style({
  marginTop: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [phone]: { border: 'none' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  tableLayout: 'fixed',
  '@media': { [phone]: { display: 'block' } },
});

export const caption = style({
  padding: vars.space.sm,
  color: vars.color.textMuted,
  textAlign: 'left',
  captionSide: 'top',
  '@media': { [phone]: { display: 'block', padding: `0 0 ${vars.space.sm}` } },
});

/** On phones the column names show in each card; the header row stays for assistive technology. */
export const head = style({
  '@media': {
    [phone]: visuallyHiddenRules,
  },
});

export const body = style({
  '@media': { [phone]: { display: 'flex', flexDirection: 'column', gap: vars.space.sm } },
});

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surfaceRaised,
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const narrowColumn = style({ width: '11%' });
export const keyColumn = style({ width: '17%' });
export const actionsColumn = style({ width: '210px' });

export const row = style({
  '@media': {
    [phone]: {
      display: 'block',
      padding: vars.space.sm,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.backgroundAlt,
    },
  },
});

export const editingRow = style([row, { backgroundColor: vars.color.accentSoft }]);

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
  '@media': {
    [phone]: {
      display: 'block',
      padding: `${vars.space.xxs} 0`,
      borderTop: 'none',
      selectors: {
        '&[data-label]::before': {
          content: 'attr(data-label)',
          display: 'block',
          color: vars.color.textMuted,
          fontSize: vars.fontSize.xs,
          fontWeight: vars.fontWeight.bold,
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
        },
      },
    },
  },
});

export const codeCell = style([cell, { fontFamily: vars.font.mono, fontSize: vars.fontSize.xs }]);

/** The extra row under an entry (conflict, history): one cell across the table. */
export const panelCell = style([cell, { borderTop: 'none', paddingTop: 0 }]);

export const muted = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const badge = style({
  display: 'inline-block',
  marginTop: vars.space.xxs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'normal',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  whiteSpace: 'normal',
  '@media': { [phone]: { marginTop: vars.space.xs } },
});

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  whiteSpace: 'normal',
});

export const textarea = style({
  width: '100%',
  minHeight: '84px',
  resize: 'vertical',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const editorMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const linkButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  fontSize: vars.fontSize.xs,
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: '24px',
});

export const location = style({
  marginTop: vars.space.xs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'normal',
});

export const link = style({ color: vars.color.link });

export const defaultText = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'pre-line',
});

export const conflict = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.text,
  whiteSpace: 'normal',
});

export const conflictValues = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  whiteSpace: 'pre-line',
  '@media': { [mediaQueries.mobile]: { gridTemplateColumns: '1fr' } },
});
