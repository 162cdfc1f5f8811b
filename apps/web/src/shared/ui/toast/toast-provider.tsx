import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ToastContext, type ToastApi } from './toast-context';
import { createToastStore } from './toast-store';

/** The application's toasts (public pages raise none). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createToastStore);
  const toasts = useSyncExternalStore(store.subscribe, store.toasts, store.toasts);
  const api = useMemo<ToastApi>(() => ({ toasts, toast: store.toast, dismiss: store.dismiss }), [toasts, store]);
  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}
