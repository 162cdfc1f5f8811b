/**
 * A step between the home page and the calendar card: the list of the card's files (Apollo's) to
 * preload lives in this small chunk, fetched when the card is opened, not in the home page's.
 */
export const loadCalendarCard = () => import('./calendar-card');
