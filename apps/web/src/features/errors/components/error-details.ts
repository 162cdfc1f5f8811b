import { isRouteErrorResponse } from 'react-router-dom';

export interface ErrorDetails {
  status?: number;
  message: string;
  stack?: string;
}

/** Status, message and stack of whatever a route threw (a Response, an Error, anything). */
export function errorDetails(error: unknown): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message = typeof data === 'string' && data ? data : error.statusText || String(error.status);
    return { status: error.status, message };
  }
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}
