import type { StorageLike } from "~/device/local-store";

/** A storage that refuses writes once the total size passes `quota` characters, like a full browser. */
export class FakeStorage implements StorageLike {
  data = new Map<string, string>();
  constructor(public quota = Number.POSITIVE_INFINITY) {}
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    const size = [...this.data].reduce((sum, [k, v]) => sum + (k === key ? 0 : v.length), 0) + value.length;
    if (size > this.quota) {
      const error = new Error("quota");
      error.name = "QuotaExceededError";
      throw error;
    }
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}
