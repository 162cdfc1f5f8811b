import { card as cardRecipe, cardTitle as cardTitleRecipe } from '../../../shared/ui/card.css';

// The names the boat page's devices card (device-tokens.tsx) still reads; that card is being changed
// elsewhere at the moment. Once it imports these modules itself, this file goes.
export { nowrap, rowHeader, stacked, table, scroller as tableScroller, td, th } from './data-table.css';
export { visuallyHidden as caption } from '../../../shared/ui/visually-hidden.css';
export const card = cardRecipe({ padding: 'lg' });
export const cardTitle = cardTitleRecipe({ space: 'md' });
