/**
 * The assistant's providers behind one interface, like the bonbon's (decision 0090): Workers AI when
 * env.AI is bound (production), the offline provider otherwise (local runs and every test).
 */
import { sniffImageType } from "./image-types";
import { offlineImageSvg } from "./offline-image";
import { offlineAnswer } from "./offline";
import type { CountryCode } from "~/care/countries";
import { buildPrompt, imagePrompt, type HistoryItem } from "./prompt";

const TEXT_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
const IMAGE_MODEL = "@cf/black-forest-labs/flux-1-schnell";

type GeneratedImage = { bytes: Uint8Array; type: string };

export interface AssistantProvider {
  name: "offline" | "workers-ai";
  /** `country`: the person's help country, whose numbers the model gives in danger. */
  reply(history: readonly HistoryItem[], message: string, country: CountryCode): Promise<string>;
  image(message: string): Promise<GeneratedImage>;
}

/** A failure of the AI service, with an HTTP-like status (429 busy, 402 credits, 500 anything else). */
export class AssistantError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const offlineProvider: AssistantProvider = {
  name: "offline",
  reply: async (_history, message) => offlineAnswer(message).text,
  image: async (message) => ({ bytes: new TextEncoder().encode(offlineImageSvg(message)), type: "image/svg+xml" }),
};

function mapError(error: unknown): AssistantError {
  if (error instanceof AssistantError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/429|rate/i.test(message)) return new AssistantError(429, "busy");
  if (/402|credit|crédit|neuron/i.test(message)) return new AssistantError(402, "credits");
  return new AssistantError(500, "failed");
}

function base64Bytes(value: string): Uint8Array {
  const binary = atob(value);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function workersAiProvider(ai: Ai): AssistantProvider {
  return {
    name: "workers-ai",
    async reply(history, message, country) {
      try {
        const result = (await ai.run(
          TEXT_MODEL as Parameters<Ai["run"]>[0],
          {
            messages: buildPrompt(history, message, country),
            max_tokens: 400,
            temperature: 0.6,
          } as never,
        )) as { response?: string };
        const text = result.response?.trim();
        if (!text) throw new AssistantError(500, "empty");
        return text;
      } catch (error) {
        throw mapError(error);
      }
    },
    async image(message) {
      try {
        const result = (await ai.run(IMAGE_MODEL as Parameters<Ai["run"]>[0], { prompt: imagePrompt(message), steps: 4 } as never)) as {
          image?: string;
        };
        if (!result.image) throw new AssistantError(500, "empty");
        const bytes = base64Bytes(result.image);
        return { bytes, type: sniffImageType(bytes) ?? "image/jpeg" };
      } catch (error) {
        throw mapError(error);
      }
    },
  };
}

export function assistantProvider(env: Pick<Env, "AI">): AssistantProvider {
  return env.AI ? workersAiProvider(env.AI) : offlineProvider;
}
