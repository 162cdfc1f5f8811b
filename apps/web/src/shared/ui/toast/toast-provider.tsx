import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ToastContext, type ToastApi } from './toast-context';
import { createToastStore, type ToastStore } from './toast-store';

/** The toasts of `store`, or of a store of its own. */
export function ToastProvider({ store: shared, children }: { store?: ToastStore; children: ReactNode }) {
  const [store] = useState(() => shared ?? createToastStore());
  const toasts = useSyncExternalStore(store.subscribe, store.toasts, store.toasts);
  const api = useMemo<ToastApi>(() => ({ toasts, toast: store.toast, dismiss: store.dismiss }), [toasts, store]);
  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}
