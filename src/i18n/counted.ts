/** The catalogue key for a number of things: its one-form (`keyOne`) for 1, else the key itself. */
export const countedKey = <K extends string>(key: K, n: number): K | `${K}One` => (n === 1 ? `${key}One` : key);
