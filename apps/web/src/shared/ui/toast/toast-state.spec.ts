import { describe, expect, it } from '@jest/globals';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, titleRuns, toastReducer, type Toast } from './toast-state';

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

describe('titleRuns', () => {
  it('keeps an invoice number in one piece and lets the rest wrap', () => {
    expect(titleRuns('Descargando factura INV-2025-003')).toEqual([
      { text: 'Descargando factura ', keepTogether: false },
      { text: 'INV-2025-003', keepTogether: true },
    ]);
    expect(titleRuns('Payment of invoice INV-2025-001 started')).toEqual([
      { text: 'Payment of invoice ', keepTogether: false },
      { text: 'INV-2025-001', keepTogether: true },
      { text: ' started', keepTogether: false },
    ]);
  });

  it('leaves a title without hyphenated words as one run', () => {
    expect(titleRuns('Error')).toEqual([{ text: 'Error', keepTogether: false }]);
  });
});
