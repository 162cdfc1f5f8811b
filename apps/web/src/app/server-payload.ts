import type { Language } from '@mmt/i18n';
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl, type HydrationState } from 'react-router-dom';

/**
 * What the server hands the browser with a rendered page so it hydrates without fetching again:
 * the language, the texts i18next held (by namespace), and the routes' loader data and errors.
 */
export interface ServerPayload {
  language: Language;
  texts: Record<string, object>;
  loaderData: Record<string, unknown>;
  errors: Record<string, SerializedError> | null;
}

type SerializedError =
  | { kind: 'response'; status: number; statusText: string; data: unknown }
  | { kind: 'error'; message: string };

export function serializeErrors(errors: Record<string, unknown> | null): ServerPayload['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]): [string, SerializedError] =>
      isRouteErrorResponse(error)
        ? [id, { kind: 'response', status: error.status, statusText: error.statusText, data: error.data as unknown }]
        : [id, { kind: 'error', message: error instanceof Error ? error.message : String(error) }],
    ),
  );
}

/** The router's hydration state from the payload (errors as the router threw them). */
export function hydrationState(payload: ServerPayload): HydrationState {
  const errors = payload.errors
    ? Object.fromEntries(
        Object.entries(payload.errors).map(([id, error]) => [
          id,
          error.kind === 'response' ? new UNSAFE_ErrorResponseImpl(error.status, error.statusText, error.data) : new Error(error.message),
        ]),
      )
    : null;
  return { loaderData: payload.loaderData, errors };
}
