import { createContext, useContext } from 'react';
import type { Toast, ToastInput } from './toast-state';

export interface ToastApi {
  toasts: readonly Toast[];
  toast: (input: ToastInput) => number;
  dismiss: (id: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** `const { toast } = useToast(); toast({ title, description, variant: 'destructive' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside the ToastProvider');
  return api;
}
