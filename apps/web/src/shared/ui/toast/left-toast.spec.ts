import { describe, expect, it } from '@jest/globals';
import { leaveToast, takeLeftToast } from './left-toast';
import { memoryStorage, refusingStorage } from '../../testing/storages';

describe('a toast left for the next page', () => {
  it('is shown once by the next page', () => {
    const storage = memoryStorage();
    leaveToast({ title: 'Inicio de sesión exitoso', description: 'Bienvenido a Mallorca Marine Tech' }, storage);
    expect(takeLeftToast(storage)).toEqual({ title: 'Inicio de sesión exitoso', description: 'Bienvenido a Mallorca Marine Tech' });
    expect(takeLeftToast(storage)).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('is nothing when none was left, or what was stored is not a toast', () => {
    expect(takeLeftToast(memoryStorage())).toBeNull();
    expect(takeLeftToast(undefined)).toBeNull();
    for (const stored of ['{', 'null', '{"title":3}', '[]']) {
      const storage = memoryStorage({ left_toast: stored });
      expect(takeLeftToast(storage)).toBeNull();
      expect(storage.data.size).toBe(0);
    }
    expect(takeLeftToast(memoryStorage({ left_toast: '{"title":"Hi","variant":"evil","extra":1}' }))).toEqual({ title: 'Hi' });
  });

  it('survives storage that throws', () => {
    expect(() => leaveToast({ title: 'x' }, refusingStorage)).not.toThrow();
    expect(takeLeftToast(refusingStorage)).toBeNull();
  });
});
