import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

/**
 * A card grid (`desktopColumns` wide, 4 from 1100 px) that shows only its first three items on
 * phones until it is expanded (`data-expanded="true"`): the services grid and the testimonials
 * (spec §4). Done in CSS so the server-rendered markup is the same on every screen.
 */
export function collapsedOnPhonesGrid(desktopColumns: number): string {
  const grid = style({
    display: 'grid',
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': {
      [mediaQueries.desktop]: { gridTemplateColumns: `repeat(${desktopColumns}, minmax(0, 1fr))`, gap: vars.space.lg },
      [mediaQueries.wideDesktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  });
  globalStyle(`${grid}[data-expanded="false"] > li:nth-child(n + 4)`, {
    '@media': { [mediaQueries.mobile]: { display: 'none' } },
  });
  return grid;
}
