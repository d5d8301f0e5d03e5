import { describe, expect, it } from "vitest";
import { BASE_URL, createConfirmedUser, fetchRead } from "../support/client";
import { query, sqlString } from "../support/db";

describe("nightly clean-up (cron)", () => {
  it("deletes expired sessions and used tokens, keeps live ones", async () => {
    const identity = await createConfirmedUser("cron");
    const [user] = query<{ id: string }>(`SELECT id FROM users WHERE email = ${sqlString(identity.email)}`);
    const expiredId = `expired-${Date.now()}`;
    query(
      `INSERT INTO sessions (id, user_id, expires_at, created_at) VALUES (${sqlString(expiredId)}, ${sqlString(user!.id)}, '2000-01-01T00:00:00.000Z', '2000-01-01T00:00:00.000Z')`,
    );
    const live = query<{ n: number }>(
      `SELECT count(*) AS n FROM sessions WHERE user_id = ${sqlString(user!.id)} AND expires_at > '2001'`,
    )[0]!.n;
    const response = await fetchRead(`${BASE_URL}/__scheduled?cron=17+3+*+*+*`);
    expect(response.status).toBe(200);
    await expect.poll(() => query(`SELECT id FROM sessions WHERE id = ${sqlString(expiredId)}`).length, { timeout: 10_000 }).toBe(0);
    expect(query<{ n: number }>(`SELECT count(*) AS n FROM sessions WHERE user_id = ${sqlString(user!.id)}`)[0]!.n).toBe(live);
  });
});

describe("the development SQL endpoint", () => {
  it("refuses a request without the local secret", async () => {
    const response = await fetch(`${BASE_URL}/dev/sql`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Test-Secret": "mauvais" },
      body: JSON.stringify({ sql: "SELECT 1" }),
    });
    expect(response.status).toBe(403);
  });
});
