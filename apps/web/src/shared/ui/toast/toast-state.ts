/** How long a toast stays (spec §9: default 4000 ms) and how many show at once (3). */
export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

export type ToastVariant = 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast extends Required<Pick<ToastInput, 'title' | 'variant'>> {
  id: number;
  description?: string;
}

export type ToastAction = { type: 'add'; toast: Toast } | { type: 'dismiss'; id: number };

/** Newest last; when a fourth arrives the oldest one leaves. */
export function toastReducer(state: readonly Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add':
      return [...state, action.toast].slice(-MAX_VISIBLE_TOASTS);
    case 'dismiss':
      return state.filter((toast) => toast.id !== action.id);
  }
}

/**
 * A title cut into runs that may wrap and words that must not: a word with a
 * hyphen in it (an invoice number like INV-2025-003) stays on one line.
 */
export function titleRuns(title: string): { text: string; keepTogether: boolean }[] {
  return title
    .split(/(\S+-\S+)/)
    .filter((text) => text !== '')
    .map((text) => ({ text, keepTogether: /\S-\S/.test(text) }));
}
