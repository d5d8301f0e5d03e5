import { describe, expect, it } from "vitest";
import { needsCrisisReply, CRISIS_REPLY } from "./care";
import { inspectImage, sniffImageType } from "./image-types";
import { ASSISTANT_MESSAGES, assistantErrorToast } from "./messages";
import { offlineImageSvg } from "./offline-image";
import { offlineAnswer, retrieve } from "./offline";
import { ASSISTANT_SYSTEM_PROMPT, assistantSystemPrompt, buildPrompt } from "./prompt";
import { assistantProvider, offlineProvider } from "./provider.server";
import { assistantQuotaKey, messagesRemaining } from "./quota";

describe("the quota's day is the calendar day in Europe/Paris", () => {
  it("changes at midnight in Paris, not at midnight UTC (winter, UTC+1)", () => {
    expect(assistantQuotaKey("u1", new Date("2026-11-23T22:59:59Z"))).toBe("assistant.day|account=u1|day=2026-11-23");
    expect(assistantQuotaKey("u1", new Date("2026-11-23T23:00:00Z"))).toBe("assistant.day|account=u1|day=2026-11-24");
  });
  it("follows summer time (UTC+2)", () => {
    expect(assistantQuotaKey("u1", new Date("2026-07-14T21:59:00Z"))).toBe("assistant.day|account=u1|day=2026-07-14");
    expect(assistantQuotaKey("u1", new Date("2026-07-14T22:00:00Z"))).toBe("assistant.day|account=u1|day=2026-07-15");
  });
  it("is per person", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    expect(assistantQuotaKey("a", now)).not.toBe(assistantQuotaKey("b", now));
  });
  it("never shows a negative number left", () => {
    expect(messagesRemaining(0)).toBe(20);
    expect(messagesRemaining(19)).toBe(1);
    expect(messagesRemaining(25)).toBe(0);
  });
});

describe("error mapping (checklist §6)", () => {
  it("a message with 'limite' or the cricket is 'Limite atteinte' with the server's message", () => {
    expect(assistantErrorToast(ASSISTANT_MESSAGES.limitReached)).toEqual({
      title: "Limite atteinte",
      description: ASSISTANT_MESSAGES.limitReached,
    });
    expect(assistantErrorToast("🦗").title).toBe("Limite atteinte");
    expect(assistantErrorToast("Tu as dépassé la LIMITE").title).toBe("Limite atteinte");
  });
  it("anything else is 'Erreur' with the message, or the spec's default", () => {
    expect(assistantErrorToast("Panne")).toEqual({ title: "Erreur", description: "Panne" });
    expect(assistantErrorToast("")).toEqual({
      title: "Erreur",
      description: "Impossible d'envoyer le message. Réessayez dans quelques instants.",
    });
    expect(assistantErrorToast(undefined).description).toBe("Impossible d'envoyer le message. Réessayez dans quelques instants.");
  });
  it("the spec's strings are kept to the letter", () => {
    expect(ASSISTANT_MESSAGES.signInTitle).toBe("Connexion requise");
    expect(ASSISTANT_MESSAGES.signIn).toBe("Connectez-vous pour utiliser l'assistant IA.");
    expect(ASSISTANT_MESSAGES.limitReached).toMatch(/limite/);
  });
});

describe("the offline provider answers from the app's content", () => {
  it("a message about fear recommends La Peur, with its link, its steps and a teaching quote", () => {
    const answer = offlineAnswer("J'ai très peur de perdre mon travail, je suis angoissée le soir");
    expect(answer.toolId).toBe("peur");
    expect(answer.text).toContain("[La Peur](/practice/peur)");
    expect(answer.text).toContain("Nommer la peur");
    expect(answer.text).toContain("bonbon d'enseignement");
  });
  it("other feelings lead to their own practice", () => {
    expect(offlineAnswer("Je suis tellement jalouse de ma sœur").toolId).toBe("jalousie");
    expect(offlineAnswer("Je regrette ce que j'ai dit, je me sens coupable").toolId).toBe("ecriture_libre");
    expect(offlineAnswer("Mon chef m'a critiqué devant tout le monde, j'ai honte").toolId).toBe("critique");
    expect(retrieve("angoisse")[0]!.toolId).toBe("peur");
  });
  it("is deterministic and kind when nothing matches", () => {
    expect(offlineAnswer("Bonjour !").text).toBe(ASSISTANT_MESSAGES.greeting);
    const vague = offlineAnswer("La météo de demain");
    expect(vague.toolId).toBeNull();
    expect(vague.text).toContain("[Choisir une pratique](/practice)");
    expect(offlineAnswer("J'ai peur du noir").text).toBe(offlineAnswer("J'ai peur du noir").text);
  });
  it("says it is an AI when asked", () => {
    expect(offlineAnswer("Tu es un humain ?").text).toMatch(/Je suis une IA/);
  });
  it("draws a deterministic SVG image, different for different requests", async () => {
    const a = offlineImageSvg("un lac calme");
    expect(a).toBe(offlineImageSvg("un lac calme"));
    expect(a).not.toBe(offlineImageSvg("une montagne au soleil"));
    expect(a.startsWith("<svg ")).toBe(true);
    expect(a).not.toMatch(/<script|on\w+=/i);
    const image = await offlineProvider.image("un lac calme");
    expect(inspectImage(image.type, image.bytes)).toBe("image/svg+xml");
  });
});

describe("images are only ever listed types whose bytes match", () => {
  it("sniffs PNG, JPEG, WebP and the offline SVG, and refuses anything else", () => {
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(inspectImage("image/png", new TextEncoder().encode("<html><script>"))).toBeNull();
    expect(inspectImage("text/html", new TextEncoder().encode("<svg ></svg>"))).toBeNull();
    expect(inspectImage("image/png", Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
  });
});

describe("the prompt", () => {
  it("is French, in vous (decision 0330), honest that it is an AI, never diagnosing, never pushing toward whoever hurt", () => {
    expect(ASSISTANT_SYSTEM_PROMPT).toMatch(/vouvoyant toujours la personne/);
    expect(ASSISTANT_SYSTEM_PROMPT).toMatch(/une IA et non un thérapeute/);
    expect(ASSISTANT_SYSTEM_PROMPT).toMatch(/jamais de diagnostic/);
    expect(ASSISTANT_SYSTEM_PROMPT).toMatch(/qui lui a fait du mal/);
    expect(ASSISTANT_SYSTEM_PROMPT).toMatch(/3114/);
  });
  it("gives a person in danger the numbers of their own country, never France's elsewhere", () => {
    expect(ASSISTANT_SYSTEM_PROMPT).toContain(
      "à appeler en France\u00a0: 3114 (Numéro national de prévention du suicide), 15 (SAMU) et 112",
    );
    const belgium = assistantSystemPrompt("BE");
    expect(belgium).toContain("0800 32 123");
    expect(belgium).toContain("112");
    expect(belgium).not.toMatch(/3114|SAMU/);
    expect(assistantSystemPrompt("CA")).toMatch(/9-8-8.*911/);
    expect(buildPrompt([], "bonjour", "CH")[0]).toEqual({ role: "system", content: assistantSystemPrompt("CH") });
  });
  it("sends the system prompt, the last turns in order, then the new message", () => {
    const history = Array.from({ length: 14 }, (_, i) => ({ type: i % 2 ? ("ai" as const) : ("user" as const), content: `m${i}` }));
    const turns = buildPrompt(history, "nouveau");
    expect(turns[0]).toEqual({ role: "system", content: ASSISTANT_SYSTEM_PROMPT });
    expect(turns).toHaveLength(12);
    expect(turns[1]).toEqual({ role: "user", content: "m4" });
    expect(turns[2]).toEqual({ role: "assistant", content: "m5" });
    expect(turns.at(-1)).toEqual({ role: "user", content: "nouveau" });
  });
});

describe("provider selection", () => {
  it("uses Workers AI only when the AI binding is present", () => {
    expect(assistantProvider({}).name).toBe("offline");
    expect(assistantProvider({ AI: { run: async () => ({}) } as unknown as Ai }).name).toBe("workers-ai");
  });
  it("maps a Workers AI failure to a status, never leaking the message", async () => {
    const busy = assistantProvider({
      AI: {
        run: async () => {
          throw new Error("429 Too Many Requests");
        },
      } as unknown as Ai,
    });
    await expect(busy.reply([], "bonjour", "FR")).rejects.toMatchObject({ status: 429 });
    const empty = assistantProvider({ AI: { run: async () => ({ response: "  " }) } as unknown as Ai });
    await expect(empty.reply([], "bonjour", "FR")).rejects.toMatchObject({ status: 500 });
  });
});

describe("distress comes first, on a French corpus", () => {
  const crisis = [
    "je veux mourir",
    "J'ai envie d'en finir avec la vie",
    "je pense au suicide depuis des semaines",
    "je vais me faire du mal ce soir",
  ];
  const harmless = ["j'ai failli mourir de rire", "cette blague me tue", "j'ai peur de rater mon examen", "je suis morte de fatigue"];
  it.each(crisis)("« %s » gets the crisis answer", (text) => expect(needsCrisisReply(text)).toBe(true));
  it.each(harmless)("« %s » does not", (text) => expect(needsCrisisReply(text)).toBe(false));
  it("the crisis answer names 3114, 15 and 112", () => {
    for (const n of ["3114", "15", "112"]) expect(CRISIS_REPLY).toMatch(new RegExp(`\\b${n}\\b`));
  });
});
