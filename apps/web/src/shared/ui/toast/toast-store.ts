import { toastReducer, type Toast, type ToastAction, type ToastInput } from './toast-state';

/** The toasts on screen, outside React: the application's one provider keeps them. */
export interface ToastStore {
  toasts(): readonly Toast[];
  subscribe(onChange: () => void): () => void;
  toast(input: ToastInput): number;
  dismiss(id: number): void;
}

export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const dispatch = (action: ToastAction) => {
    toasts = toastReducer(toasts, action);
    listeners.forEach((listener) => listener());
  };
  return {
    toasts: () => toasts,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    toast(input) {
      const id = nextId++;
      dispatch({ type: 'add', toast: { id, title: input.title, description: input.description, variant: input.variant ?? 'success' } });
      return id;
    },
    dismiss: (id) => dispatch({ type: 'dismiss', id }),
  };
}
