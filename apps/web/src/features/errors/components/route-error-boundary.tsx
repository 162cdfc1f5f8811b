import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found-page';
import { UnexpectedError } from './unexpected-error';

/**
 * The `errorElement` of the routes: a 404 thrown by a loader (an unknown
 * service slug, a boat that does not exist) shows the not-found page,
 * anything else the generic error screen.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <UnexpectedError error={error} />;
}
