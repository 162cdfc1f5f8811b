import { browserStorage } from '../../storage/browser-storage';
import type { ToastInput } from './toast-state';

/** sessionStorage key of a toast raised just before a page load, for the next page to show. */
const LEFT_TOAST_KEY = 'left_toast';

type ToastStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Leaves a toast for the next page of this tab to show: the sign-in page loads the application
 * with a full page load, and its "signed in" toast shows there. Blocked storage: no toast.
 */
export function leaveToast(toast: ToastInput, storage: ToastStorage | undefined = browserStorage('sessionStorage')): void {
  try {
    storage?.setItem(LEFT_TOAST_KEY, JSON.stringify(toast));
  } catch {
    // Storage full or blocked: the next page shows no toast.
  }
}

/** The toast a previous page left, once (it is removed); null when none or not one. */
export function takeLeftToast(storage: ToastStorage | undefined = browserStorage('sessionStorage')): ToastInput | null {
  try {
    const stored = storage?.getItem(LEFT_TOAST_KEY);
    if (stored == null) return null;
    storage?.removeItem(LEFT_TOAST_KEY);
    const toast = JSON.parse(stored) as Partial<ToastInput> | null;
    if (typeof toast?.title !== 'string') return null;
    return {
      title: toast.title,
      ...(typeof toast.description === 'string' ? { description: toast.description } : {}),
      ...(toast.variant === 'success' || toast.variant === 'destructive' ? { variant: toast.variant } : {}),
    };
  } catch {
    return null;
  }
}
