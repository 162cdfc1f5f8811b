// The names jobs-page.tsx still reads (its list's header, filters and rows); the page is being changed
// elsewhere at the moment. Once it imports these modules itself, this file goes.
export { titleRow as headerRow } from '../../../shared/ui/title-row.css';
export { filters } from './list-filters.css';
export { list, row, rowAlerts, rowEnd, rowMeta, rowTitle } from './record-list.css';
