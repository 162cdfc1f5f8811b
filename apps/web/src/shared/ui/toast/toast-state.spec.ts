import { describe, expect, it } from '@jest/globals';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, toastReducer, type Toast } from './toast-state';

const toast = (id: number): Toast => ({ id, title: `t${id}`, variant: 'success' });

describe('toastReducer', () => {
  it('shows at most three toasts, dropping the oldest', () => {
    let state: Toast[] = [];
    for (const id of [1, 2, 3, 4]) state = toastReducer(state, { type: 'add', toast: toast(id) });
    expect(MAX_VISIBLE_TOASTS).toBe(3);
    expect(state.map((t) => t.id)).toEqual([2, 3, 4]);
  });

  it('dismisses one toast by id', () => {
    const state = toastReducer([toast(1), toast(2)], { type: 'dismiss', id: 1 });
    expect(state.map((t) => t.id)).toEqual([2]);
  });

  it('uses the spec default of four seconds', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
  });
});
