/**
 * The value kept in `store` under `key`, made by `make` the first time it is asked for: for
 * objects that cost far more to make than to use, such as Intl formatters (docs/decisions/077).
 */
export function kept<K, V>(store: Map<K, V>, key: K, make: () => V): V {
  let value = store.get(key);
  if (value === undefined) {
    value = make();
    store.set(key, value);
  }
  return value;
}
