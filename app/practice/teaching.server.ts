/**
 * The 'bonbon d'enseignement' chatbot (spec 2, §2, §7, §8) behind one interface with two providers:
 * Workers AI when env.AI is bound (production), the offline quote bank otherwise.
 */
import type { Db } from "~/utils/db.server";
import { batchedLimitResult, limit, limitInBatch, type LimitResult } from "~/limits/limits.server";
import { clientIp } from "~/limits/client.server";
import { readWithSession } from "~/auth/session-batch.server";
import { hasTeachingQuotes, pickQuote, type TeachingToolId } from "./content/teaching-quotes";
import { BONBON_SHORT_NAMES } from "./messages";

/**
 * The Workers AI instructions: "vous" like the rest of the app, no invented attributions, and
 * nothing a person in pain should not hear (safety promises, confronting whoever hurt them).
 */
export const BONBON_SYSTEM_PROMPT =
  "Vous écrivez pour une application française de travail intérieur. Répondez uniquement par une courte phrase d'enseignement, " +
  "en français, d'une ou deux phrases, sans guillemets ni explication. Vouvoyez toujours la personne (vous, votre), jamais de tutoiement. " +
  "N'attribuez jamais la phrase à un auteur, un maître, une tradition ou un livre, et n'inventez aucune citation célèbre\u00a0: la phrase est la vôtre. " +
  "Ne promettez jamais à la personne qu'elle est en sécurité, ne lui conseillez jamais d'aller voir ou de confronter quelqu'un qui lui a fait du mal, " +
  "et ne donnez aucun conseil médical.";

/** Drops an attribution a model may add despite the prompt: « … » — Rumi, (Proverbe zen)… */
export function stripAttribution(text: string): string {
  return text
    .replace(/\s+[—–-]\s*\p{Lu}[^.!?;:—–]{0,50}$/u, (tail) => (tail.trim().split(/\s+/).length <= 6 ? "" : tail))
    .replace(/\s*\((?:proverbe|citation|d'après|selon)[^)]*\)\s*$/iu, "")
    .trim();
}

export type TeachingProvider = {
  name: string;
  quote(toolId: TeachingToolId, previous: string | undefined): Promise<string>;
};

/** Draws from the bank; never the same quote twice in a row. */
export function offlineProvider(random: () => number = Math.random): TeachingProvider {
  return { name: "offline", quote: async (toolId, previous) => pickQuote(toolId, previous, random) };
}

/** Errors from the AI service carry an HTTP-like status so the client maps them to French messages. */
class TeachingError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function workersAiProvider(ai: Ai): TeachingProvider {
  return {
    name: "workers-ai",
    async quote(toolId, previous) {
      const theme = BONBON_SHORT_NAMES[toolId] ?? toolId;
      try {
        const result = (await ai.run(
          "@cf/meta/llama-3.1-8b-instruct" as Parameters<Ai["run"]>[0],
          {
            messages: [
              {
                role: "system",
                content: BONBON_SYSTEM_PROMPT,
              },
              {
                role: "user",
                content: `Donnez-moi un bonbon d'enseignement sur le thème «\u00a0${theme}\u00a0».${previous ? ` Différent de\u00a0: ${previous}` : ""}`,
              },
            ],
            max_tokens: 120,
          } as never,
        )) as { response?: string };
        const text = stripAttribution(result.response?.trim().replace(/^["«\s]+|["»\s]+$/g, "") ?? "").replace(/^["«\s]+|["»\s]+$/g, "");
        if (!text) throw new TeachingError(500, "Réponse vide");
        return text;
      } catch (error) {
        if (error instanceof TeachingError) throw error;
        const message = error instanceof Error ? error.message : String(error);
        if (/429|rate/i.test(message)) throw new TeachingError(429, message);
        if (/402|credit|crédit/i.test(message)) throw new TeachingError(402, message);
        throw new TeachingError(500, message);
      }
    },
  };
}

export function teachingProvider(env: Env): TeachingProvider {
  return env.AI ? workersAiProvider(env.AI) : offlineProvider();
}

/** `generated` says the words come from a model, so the dialog labels them as such. */
export type BonbonResult = { citation: string; generated: boolean } | { error: string; status: number };

/**
 * Counts one quote against the caller's day (`bonbon.*` in app/limits/table.ts): a signed-in person's in
 * the same round trip as their session's check (issue 43 item 1), a visitor's (or an ended session's) by
 * address.
 */
export async function countBonbon(db: Db, env: Env, request: Request, now = new Date()): Promise<LimitResult> {
  const token = crypto.randomUUID();
  const { user, results } = await readWithSession(db, env, request, (owner) => {
    const counted = limitInBatch(db, "bonbon.account", owner, token, { now });
    return [counted.count, counted.state] as const;
  });
  if (user && results) return batchedLimitResult("bonbon.account", results[1], now);
  return limit(db, "bonbon.client", { client: clientIp(request, env) });
}

/** One quote for the tool, once `count` (`countBonbon`) allowed it; an unknown tool counts nothing. */
export async function giveBonbon(
  provider: TeachingProvider,
  count: () => Promise<LimitResult>,
  toolId: string,
  previous: string | undefined,
): Promise<BonbonResult> {
  if (!hasTeachingQuotes(toolId)) return { error: "Outil non trouvé", status: 404 };
  const allowed = await count();
  if (!allowed.ok) return { error: allowed.message, status: 429 };
  try {
    return { citation: await provider.quote(toolId, previous), generated: provider.name !== "offline" };
  } catch (error) {
    const status = error instanceof TeachingError ? error.status : 500;
    return { error: status === 429 ? "429 Trop de demandes" : status === 402 ? "402 crédits" : "Erreur", status };
  }
}
