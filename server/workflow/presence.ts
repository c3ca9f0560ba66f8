// Who has an item open (API.md "presence"): each item screen tells the server every 20 s; a person is
// listed while their last word is younger than 45 s. Kept in memory (one server per data folder): it
// is a hint for people, not a lock, and nothing is lost when the server restarts.
import type { ItemRef } from '../../content-db/live.ts';

export const PRESENCE_WINDOW_MS = 45_000;

export interface Editor {
  user_id: number;
  name: string;
  /** since when this person has had the item open without a pause longer than the window (UTC ISO) */
  since: string;
}

interface Seen {
  name: string;
  since: number;
  last: number;
}

export class Presence {
  readonly #items = new Map<string, Map<number, Seen>>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Notes that `user` has the item open; answers the other people who have it open. */
  here(ref: ItemRef, user: { id: number; name: string }): Editor[] {
    const now = this.#now();
    this.#forgetOld(now);
    const key = `${ref.type}:${ref.item_id}`;
    const people = this.#items.get(key) ?? new Map<number, Seen>();
    this.#items.set(key, people);
    const before = people.get(user.id);
    people.set(user.id, { name: user.name, since: before ? before.since : now, last: now });
    return [...people.entries()]
      .filter(([id]) => id !== user.id)
      .map(([id, s]) => ({ user_id: id, name: s.name, since: new Date(s.since).toISOString() }))
      .sort((a, b) => a.since.localeCompare(b.since));
  }

  #forgetOld(now: number): void {
    for (const [key, people] of this.#items) {
      for (const [id, s] of people) if (now - s.last > PRESENCE_WINDOW_MS) people.delete(id);
      if (people.size === 0) this.#items.delete(key);
    }
  }
}
