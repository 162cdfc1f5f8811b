import { SESSION_HINT_COOKIE } from '@mmt/contract';

/** Whether the API's hint says a session may be there to restore (see SESSION_HINT_COOKIE). */
export const hasSessionHint = (): boolean => document.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`);
