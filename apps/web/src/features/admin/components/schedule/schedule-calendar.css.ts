import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../shared/theme/breakpoints';
import { vars } from '../../../../shared/theme/theme.css';
import { visuallyHiddenRules } from '../../../../shared/ui/visually-hidden.css';

/** One hour of the grid, in pixels (a quarter of an hour is a quarter of it). */
export const HOUR_PX = 56;
/** A visit's lane among those it overlaps (set on it): a later lane lies over an earlier one. */
export const LANE = '--lane';

/** A visit squeezed beside others (a lane under about a hundred pixels): its start only, no grip, the button's icon only. */
const narrow = '(max-width: 7rem)';

/** The hours' column, at the left. */
export const GUTTER = '3.25rem';

export const calendar = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  overflowX: 'auto',
});

export const header = style({
  display: 'grid',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const columnHeader = style({
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  borderLeft: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  textTransform: 'capitalize',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const todayHeader = style({ color: vars.color.accent });

export const body = style({ display: 'flex', position: 'relative' });

export const gutter = style({ position: 'relative', flex: `0 0 ${GUTTER}` });

export const hourLabel = style({
  position: 'absolute',
  right: vars.space.xs,
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:first-child': { transform: 'none' } },
});

/** The columns' area: a line each hour, a fainter one each half hour. */
export const area = style({
  position: 'relative',
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  backgroundImage: `repeating-linear-gradient(to bottom, ${vars.color.border} 0 1px, transparent 1px ${HOUR_PX / 2}px, rgba(33, 64, 111, 0.45) ${HOUR_PX / 2}px ${HOUR_PX / 2 + 1}px, transparent ${HOUR_PX / 2 + 1}px ${HOUR_PX}px)`,
});

export const lane = style({ position: 'absolute', top: 0, bottom: 0, borderLeft: `1px solid ${vars.color.border}`, pointerEvents: 'none' });

export const todayLane = style({ backgroundColor: vars.color.accentSoft });

export const nowLine = style({ position: 'absolute', height: '2px', backgroundColor: vars.color.danger, pointerEvents: 'none', zIndex: 12 });

export const block = style({
  position: 'absolute',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: '1px',
  padding: '1px 4px 2px 5px',
  borderRadius: vars.radius.sm,
  borderLeft: `3px solid ${vars.color.accent}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  fontSize: vars.fontSize.xs,
  lineHeight: 1.3,
  cursor: 'grab',
  userSelect: 'none',
  containerType: 'inline-size',
  zIndex: `calc(var(${LANE}, 0) + 1)`,
  // Over the others (laid over one another by lane) while pointed at or in use.
  selectors: { '&:hover, &:focus-within': { zIndex: 10 } },
});

// Lines never squeezed into each other in a short visit: what does not fit is cut at its bottom.
globalStyle(`${block} > *`, { flexShrink: 0 });

export const blockState = styleVariants({
  /** Done aboard, or closed with its job: history, not work to do. */
  resolved: { cursor: 'default', borderLeftColor: vars.color.neutral, backgroundColor: vars.color.backgroundAlt, color: vars.color.textMuted },
  moving: { zIndex: 11, cursor: 'grabbing', outline: `2px solid ${vars.color.accent}`, boxShadow: vars.shadow.md },
  saving: { opacity: 0.75 },
  clash: { borderLeftColor: vars.color.warning, outline: `1px dashed ${vars.color.warning}`, outlineOffset: '-1px' },
});

export const row = style({ display: 'flex', alignItems: 'center', gap: '2px', minWidth: 0 });

/** Each of a visit's controls is at least 24 px high (WCAG 2.2 target size), however short the visit. */
const TARGET = '24px';

export const handle = style({
  display: 'inline-flex',
  minHeight: TARGET,
  alignItems: 'center',
  gap: '2px',
  flex: '1 1 auto',
  minWidth: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  cursor: 'inherit',
  // A finger on the handle drags the visit; anywhere else on it the page scrolls.
  touchAction: 'none',
  '@container': { [narrow]: { fontSize: '0.6875rem' } },
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px', borderRadius: '2px' } },
});

export const grip = style({ flexShrink: 0, width: '10px', height: '14px', color: vars.color.textMuted, '@container': { [narrow]: { display: 'none' } } });

export const windowEnd = style({ '@container': { [narrow]: visuallyHiddenRules } });

export const moveButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  flexShrink: 0,
  justifyContent: 'center',
  height: TARGET,
  minWidth: TARGET,
  padding: '0 4px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  cursor: 'pointer',
  '@container': { [narrow]: { padding: '0 2px' } },
  selectors: {
    '&:hover': { backgroundColor: vars.color.accentSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

/** Where the visit is not wide enough for its whole time and the word, the button keeps its icon; the word stays for screen readers. */
export const moveWord = style({ '@container': { '(max-width: 11rem)': visuallyHiddenRules } });

/** Whole words on at most two lines, the rest cut with an ellipsis: never a word broken letter by letter. */
export const title = style({
  display: '-webkit-box',
  minHeight: TARGET,
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'normal',
  wordBreak: 'normal',
  color: vars.color.link,
  fontSize: '0.8125rem',
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1.25,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
  '@container': { [narrow]: { display: 'block', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } },
});

export const line = style({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', color: vars.color.textMuted });

export const clashLine = style([line, { color: vars.color.warning, fontWeight: vars.fontWeight.bold }]);

export const hidden = style(visuallyHiddenRules);

export const empty = style({
  margin: `${vars.space.sm} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [mediaQueries.desktop]: { marginTop: vars.space.xs } },
});
