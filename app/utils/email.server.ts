import { desc, eq } from "drizzle-orm";
import { devOutbox } from "#db/schema";
import type { EmailMessage } from "~/emails/templates";
import { limit } from "~/limits/limits.server";
import type { Db } from "./db.server";
import { isDevelopment } from "./env.server";
import { takeInjectedFault } from "./fault-injection.server";

/**
 * One interface, two transports: the local outbox and a transactional e-mail HTTP API. `send` says what
 * became of the message: "sent" (handed to the provider), or "dropped" (not sent, and never will be:
 * over its budget, or refused for good); it throws when trying again later may work (decision 0474).
 */
type EmailOutcome = "sent" | "dropped";

export interface EmailTransport {
  send(message: EmailMessage): Promise<EmailOutcome>;
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
      // Local tests only: the next e-mail(s) dropped, as a provider that refuses them would.
      if (__DEV_HOOKS__ && (await takeInjectedFault(db, "dropEmail"))) return "dropped";
      await db
        .insert(devOutbox)
        .values({ ...rest, links: JSON.stringify(extractLinks(message.html)), headers: headers ? JSON.stringify(headers) : null });
      return "sent";
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
      // A refusal for good (4xx but 429) is a dropped e-mail; 429 and 5xx may pass later: thrown.
      if (response.status >= 400 && response.status < 500 && response.status !== 429) {
        console.warn(`e-mail dropped: the API answered ${response.status}`);
        return "dropped";
      }
      if (!response.ok) throw new Error(`E-mail API answered ${response.status}`);
      return "sent";
    },
  };
}

/**
 * Every e-mail counts against its recipient's hourly budget: the account's e-mails `email.recipient`,
 * reminders and letters `notice.email` (app/limits/table.ts, decision 0474). Past it, nothing leaves
 * ("dropped"), and a request that asked for an account e-mail still answers as usual (it never says
 * whether an address has an account).
 */
export function cappedTransport(
  db: Db,
  transport: EmailTransport,
  budget: "email.recipient" | "notice.email" = "email.recipient",
): EmailTransport {
  return {
    async send(message) {
      const allowed = await limit(db, budget, { recipient: message.to.trim().toLowerCase() });
      if (!allowed.ok) {
        console.warn(`e-mail not sent: the recipient's hourly budget (${budget}) is spent`);
        return "dropped";
      }
      return transport.send(message);
    },
  };
}

export function emailTransport(db: Db, env: Env, budget: "email.recipient" | "notice.email" = "email.recipient"): EmailTransport {
  return cappedTransport(db, __DEV_HOOKS__ && isDevelopment(env) ? outboxTransport(db) : httpApiTransport(env), budget);
}
