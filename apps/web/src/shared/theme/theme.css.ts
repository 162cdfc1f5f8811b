import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

/** CSS variables every style reads (`vars.color.accent`), filled by a theme class. */
export const vars = createThemeContract(tokens);

/** The product's dark nautical theme; applied once at the top of the tree. */
export const darkThemeClass = createTheme(vars, tokens);
