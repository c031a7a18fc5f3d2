/**
 * A function that remembers its results: the same key gives the remembered result without calling
 * `compute` again. At most `limit` results are kept; each new one beyond that drops the oldest, so
 * memory stays bounded whatever is asked. For pure work asked again and again with few distinct
 * inputs (dates of a programme, the user agents of a site's visitors).
 */
export type Remembered<A extends unknown[], R> = ((...args: A) => R) & {
  /** Forgets every result. */
  forget(): void;
  /** Takes `result` as the one for `key`, as if it had been computed (within the same limit). */
  remember(key: string, result: R): void;
  /** The call for a caller that already holds the arguments' key (it is not computed again). */
  keyed(key: string, ...args: A): R;
};

export function remembered<A extends unknown[], R>(limit: number, keyOf: (...args: A) => string, compute: (...args: A) => R): Remembered<A, R> {
  const results = new Map<string, R>();
  const remember = (key: string, result: R) => {
    if (!results.has(key) && results.size >= limit) results.delete(results.keys().next().value as string);
    results.set(key, result);
  };
  const keyed = (key: string, ...args: A): R => {
    if (results.has(key)) return results.get(key) as R;
    const result = compute(...args);
    remember(key, result);
    return result;
  };
  const call = (...args: A): R => keyed(keyOf(...args), ...args);
  return Object.assign(call, { forget: () => results.clear(), remember, keyed });
}
