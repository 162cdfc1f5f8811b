import { useCallback, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { ToastContext, type ToastApi } from './toast-context';
import { toastReducer, type ToastInput } from './toast-state';

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const nextId = useRef(1);

  const toast = useCallback((input: ToastInput) => {
    const id = nextId.current++;
    dispatch({
      type: 'add',
      toast: { id, title: input.title, description: input.description, variant: input.variant ?? 'success' },
    });
    return id;
  }, []);

  const dismiss = useCallback((id: number) => dispatch({ type: 'dismiss', id }), []);

  const api = useMemo<ToastApi>(() => ({ toasts, toast, dismiss }), [toasts, toast, dismiss]);
  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}
