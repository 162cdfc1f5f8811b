/**
 * Design tokens of the dark nautical theme: deep navy surfaces, white text,
 * a cyan accent, red for danger and the status colours of spec §4
 * (green, yellow, blue, gray). The theme contract is derived from this shape.
 */
export const tokens = {
  color: {
    background: '#051226',
    backgroundAlt: '#081a35',
    surface: '#0c2144',
    surfaceRaised: '#112a55',
    border: '#21406f',
    borderStrong: '#3a5f96',
    text: '#ffffff',
    textMuted: '#b8c7de',
    accent: '#22d3ee',
    accentHover: '#67e8f9',
    accentContrast: '#03121f',
    accentSoft: 'rgba(34, 211, 238, 0.12)',
    link: '#7dd3fc',
    focus: '#67e8f9',
    danger: '#ef4444',
    dangerHover: '#f87171',
    dangerSoft: 'rgba(239, 68, 68, 0.14)',
    dangerText: '#fecaca',
    /** Behind white text (danger buttons): 4.5:1 or better. */
    dangerStrong: '#b91c1c',
    dangerStrongHover: '#dc2626',
    success: '#22c55e',
    successSoft: 'rgba(34, 197, 94, 0.14)',
    warning: '#eab308',
    warningSoft: 'rgba(234, 179, 8, 0.14)',
    // Lighter than the usual blue-500: 4.5:1 on the navy surfaces, under a badge's soft tint too.
    info: '#60a5fa',
    infoSoft: 'rgba(59, 130, 246, 0.16)',
    neutral: '#94a3b8',
    neutralSoft: 'rgba(148, 163, 184, 0.16)',
    overlay: 'rgba(2, 8, 20, 0.72)',
  },
  space: {
    none: '0',
    xxs: '4px',
    xs: '8px',
    sm: '12px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
    xxxl: '64px',
  },
  radius: {
    sm: '6px',
    md: '10px',
    lg: '16px',
    full: '9999px',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
    xxl: '2rem',
    display: '2.75rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  lineHeight: {
    tight: '1.2',
    normal: '1.5',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 8px 24px rgba(0, 0, 0, 0.45)',
  },
  size: {
    content: '1200px',
    narrow: '440px',
    header: '64px',
    /** A touch target: the height of buttons, fields and links, the side of an icon button. */
    control: '44px',
    /** A link in a stacked list of links (the footer, the legal menu) and the toast's close button. */
    controlCompact: '40px',
    /** A small button or toggle, where a row of them must stay short. */
    controlSmall: '36px',
    /** An icon beside a line of text. */
    icon: '20px',
    iconSmall: '18px',
  },
  zIndex: {
    /** The home page's particle canvas, and what sits above it (sections, bands, the footer). */
    background: '0',
    content: '1',
    header: '50',
    menu: '60',
    toast: '100',
  },
} as const;

export type Tokens = typeof tokens;
