import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { tokens } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// The raw value (not the variable) so that overscroll and the first paint are navy too.
globalStyle('html', {
  backgroundColor: tokens.color.background,
  colorScheme: 'dark',
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  backgroundColor: tokens.color.background,
  color: tokens.color.text,
  fontFamily: tokens.font.body,
  fontSize: tokens.fontSize.md,
  lineHeight: tokens.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('a', { color: vars.color.link });

globalStyle('img, svg', { display: 'block', maxWidth: '100%' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('::selection', { backgroundColor: vars.color.accent, color: vars.color.accentContrast });

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
