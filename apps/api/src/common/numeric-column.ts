/** A TypeORM transformer for `numeric` columns: pg returns them as strings, the code works with numbers. */
export const numericToNumber = { to: (value: number) => value, from: (value: string | null) => (value === null ? null : Number(value)) };
