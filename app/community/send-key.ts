/**
 * The key a write form carries (decision 0142, issue 42): a random UUID the page gives each new message,
 * topic or reply, used by the server as the row's id, so the same form sent twice (a retry after a lost
 * answer, a double tap, a post kept offline and sent when the network returns) is stored once. No zod
 * here: the offline features carry it (`send-key-schema.ts` is the forms' schema).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isSendKey(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

export const newSendKey = () => crypto.randomUUID();
