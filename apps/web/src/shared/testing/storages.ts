// Web Storage stand-ins for the unit tests of what keeps state in the browser (no DOM here).

/** A working storage, starting with `initial`; `data` shows what was stored. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

/** A storage that refuses every read and write, as a browser's privacy mode or a full quota does. */
export const refusingStorage = {
  getItem: (): string | null => {
    throw new Error('blocked');
  },
  setItem: (): void => {
    throw new Error('blocked');
  },
  removeItem: (): void => {
    throw new Error('blocked');
  },
};
