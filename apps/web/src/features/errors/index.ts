export { RouteErrorBoundary } from './components/route-error-boundary';
export { UnexpectedError } from './components/unexpected-error';
export { NotFoundPage } from './pages/not-found-page';
