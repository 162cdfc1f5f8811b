import { style } from '@vanilla-extract/css';
import { bottomOverlayRoom } from '../../../shared/ui/bottom-overlay';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

/** The area header's bar (56 px and its border) stays on top; the visit's header sticks under it. */
const AREA_BAR = '57px';

/** The visit's header: the boat, where it is moored, and the two things a technician does from the pontoon (call, map). */
export const header = style({
  position: 'sticky',
  top: AREA_BAR,
  zIndex: vars.zIndex.content,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInline: `calc(-1 * ${vars.space.md})`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  '@media': { [mediaQueries.desktop]: { marginInline: 0, paddingInline: 0 } },
});

export const headerText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const headerTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** Two lines at most each (a long job title, a long marina's name), so the header stays short. */
export const headerLine = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const headerActions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });

/** The page's body: room at the end so the last card scrolls clear of the bottom bar. */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.md });

/** The one next action, in reach of the thumb, above the cookie banner while it shows. */
export const bar = style({
  position: 'sticky',
  bottom: bottomOverlayRoom,
  zIndex: vars.zIndex.content,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginTop: vars.space.md,
  marginInline: `calc(-1 * ${vars.space.md})`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.backgroundAlt,
  boxShadow: vars.shadow.md,
  '@media': { [mediaQueries.desktop]: { marginInline: 0, borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0` } },
});

export const barStatus = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const timer = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.bold, color: vars.color.text });

/** Note, hours, part: one form at a time, picked from a row of tabs. */
export const tabs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
});

export const tab = style({
  minHeight: vars.size.control,
  border: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { backgroundColor: vars.color.surfaceRaised, color: vars.color.text, boxShadow: vars.shadow.sm } },
});

/** Two choices side by side, each a whole touch target (the note's audience). */
export const choices = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.xs, margin: 0, padding: 0, border: 0 });

export const stacked = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, border: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.medium });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.accent, backgroundColor: vars.color.accentSoft } },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The camera: a button-sized label over the file input, so the words are ours and translated, not the browser's. */
export const camera = style({ position: 'relative', minHeight: '56px', fontSize: vars.fontSize.lg });

export const partResults = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const partResult = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover, &[aria-pressed="true"]': { borderColor: vars.color.accent } },
});

export const price = style({ flexShrink: 0, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const entries = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

/** The text first; its buttons beside it when there is room, under it on a phone. */
export const entryLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.xs });

export const entryText = style({ flex: '1 1 14rem', minWidth: 0, whiteSpace: 'pre-wrap' });

export const tag = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** The visit's column: a phone's width, also on a desktop screen. */
export const screen = style({ maxWidth: '760px', marginInline: 'auto' });

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** A list item, so the browser keeps its disclosure triangle; 44 px tall for the thumb. */
export const summary = style({
  display: 'list-item',
  paddingBlock: '10px',
  lineHeight: '24px',
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.link,
});
