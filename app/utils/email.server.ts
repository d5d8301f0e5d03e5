import { desc, eq } from "drizzle-orm";
import { devOutbox } from "#db/schema";
import type { EmailMessage } from "~/emails/templates";
import { limit } from "~/limits/limits.server";
import type { Db } from "./db.server";
import { isDevelopment } from "./env.server";

/** One interface, two transports: the local outbox and a transactional e-mail HTTP API. */
export interface EmailTransport {
  send(message: EmailMessage): Promise<void>;
}

export function extractLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/href="([^"]+)"/g)) links.add(match[1]!.replace(/&amp;/g, "&"));
  return [...links];
}

/** Local development: every e-mail is kept in D1 and listed at /dev/outbox. */
function outboxTransport(db: Db): EmailTransport {
  return {
    async send(message) {
      const { headers, ...rest } = message;
      await db
        .insert(devOutbox)
        .values({ ...rest, links: JSON.stringify(extractLinks(message.html)), headers: headers ? JSON.stringify(headers) : null });
    },
  };
}

/** The newest 200 e-mails, or every e-mail sent to one address when `to` is given. */
export async function listOutbox(db: Db, to?: string) {
  const query = db.select().from(devOutbox);
  const rows = to
    ? await query.where(eq(devOutbox.to, to.toLowerCase())).orderBy(desc(devOutbox.sentAt))
    : await query.orderBy(desc(devOutbox.sentAt)).limit(200);
  return rows.map(({ to, subject, text, html, links, headers, sentAt }) => ({
    to,
    subject,
    text,
    html,
    links: JSON.parse(links) as string[],
    headers: headers ? (JSON.parse(headers) as Record<string, string>) : {},
    sentAt,
  }));
}

/** Production: a Resend-compatible HTTP API, configured by the EMAIL_API_KEY secret. */
export function httpApiTransport(env: Env): EmailTransport {
  return {
    async send(message) {
      if (!env.EMAIL_API_KEY) throw new Error("EMAIL_API_KEY is not configured");
      const response = await fetch(env.EMAIL_API_URL ?? "https://api.resend.com/emails", {
        method: "POST",
        headers: { Authorization: `Bearer ${env.EMAIL_API_KEY}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from: env.EMAIL_FROM, ...message }),
      });
      if (!response.ok) throw new Error(`E-mail API answered ${response.status}`);
    },
  };
}

/**
 * Every e-mail, whatever its kind, counts against its recipient's hourly limit (`email.recipient`,
 * app/limits/table.ts): past it, nothing leaves, and the request that asked still answers as usual
 * (it never says whether an address has an account).
 */
export function cappedTransport(db: Db, transport: EmailTransport): EmailTransport {
  return {
    async send(message) {
      const allowed = await limit(db, "email.recipient", { recipient: message.to.trim().toLowerCase() });
      if (!allowed.ok) {
        console.warn("e-mail not sent: the recipient's hourly limit is reached");
        return;
      }
      await transport.send(message);
    },
  };
}

export function emailTransport(db: Db, env: Env): EmailTransport {
  return cappedTransport(db, __DEV_HOOKS__ && isDevelopment(env) ? outboxTransport(db) : httpApiTransport(env));
}
