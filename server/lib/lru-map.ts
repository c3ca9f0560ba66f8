// A map of at most `max` entries that drops the least recently used one when full: the kept answers
// and sign-ins of the read caches (plugins/read-cache.ts, signed-in-reads.ts, auth.ts). Without an
// order they stopped keeping, or dropped everything, at their limit, so a crawler reading every page of
// every list once would have left the busy pages unkept until the next write.
export class LruMap<K, V> {
  readonly #map = new Map<K, V>();
  readonly max: number;

  constructor(max: number) {
    this.max = max;
  }

  get size(): number {
    return this.#map.size;
  }

  /** The value of `key`, which becomes the most recently used. */
  get(key: K): V | undefined {
    const value = this.#map.get(key);
    if (value !== undefined) {
      this.#map.delete(key);
      this.#map.set(key, value);
    }
    return value;
  }

  /** Keeps `value` as the most recently used; the least recently used goes when there are more than `max`. */
  set(key: K, value: V): void {
    this.#map.delete(key);
    this.#map.set(key, value);
    if (this.#map.size > this.max) this.#map.delete(this.#map.keys().next().value as K);
  }

  clear(): void {
    this.#map.clear();
  }
}
