import { useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useToast } from "~/components/toaster";
import { listDeviceCycleDocuments } from "~/cycles/device-cycles";
import { createLocalStore } from "~/device/local-store";
import { LATER_KEY } from "./device-data";
import { describeCounts, importSchema, isOrAre, type ImportPayload } from "./import-schema";

/**
 * Offered to a signed-in person whose browser still holds anonymous practices, questions or acts:
 * shows how many of each and attaches them in one request. The device keeps its copy until the
 * server confirms.
 */
export function LocalImportOffer({ userId }: { userId: string }) {
  const [payload, setPayload] = useState<ImportPayload | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const revalidator = useRevalidator();

  useEffect(() => {
    if (window.sessionStorage.getItem(LATER_KEY) === userId) return;
    const store = createLocalStore(window.localStorage);
    const cycles = listDeviceCycleDocuments(window.localStorage);
    const parsed = importSchema.safeParse({
      practices: store.listPractices(),
      questions: store.listQuestions(),
      acts: store.listActs(),
      cycles,
    });
    if (!parsed.success) return;
    const { practices, questions, acts } = parsed.data;
    if (practices.length + questions.length + acts.length + cycles.length > 0) setPayload(parsed.data);
  }, [userId]);

  if (!payload) return null;
  const counts = {
    practices: payload.practices.length,
    questions: payload.questions.length,
    acts: payload.acts.length,
    cycles: payload.cycles.length,
  };

  async function attach() {
    if (!payload) return;
    setBusy(true);
    try {
      const response = await fetch("/rattacher", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(payload),
      });
      const body = (await response.json()) as { imported?: typeof counts & { cycleKeys?: string[] }; error?: string };
      if (!response.ok || !body.imported) throw new Error(body.error);
      createLocalStore(window.localStorage).forgetImported({
        practiceIds: payload.practices.map((p) => p.id),
        questionDates: payload.questions.map((q) => q.date),
        actIds: payload.acts.map((a) => a.id),
      });
      // The account now holds these cycles; a key the account already had stays on the device.
      for (const key of body.imported.cycleKeys ?? []) window.localStorage.removeItem(key);
      toast({
        title: "Données rattachées",
        description: `${describeCounts(body.imported)} ${isOrAre(body.imported)} maintenant dans votre compte.`,
        type: "success",
      });
      setPayload(null);
      revalidator.revalidate();
    } catch (error) {
      toast({
        title: "Erreur",
        description:
          error instanceof Error && error.message
            ? error.message
            : "Impossible de rattacher vos données pour le moment. Elles restent sur cet appareil.",
        type: "error",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mx-auto mt-4 w-full max-w-5xl px-4" aria-labelledby="rattacher-titre">
      <div className="rounded-2xl border border-sauge-500/40 bg-sauge-100 p-4 sm:flex sm:items-center sm:gap-4">
        <div className="flex-1">
          <h2 id="rattacher-titre" className="font-semibold text-encre-900">
            Des pratiques vous attendent sur cet appareil
          </h2>
          <p className="mt-1 text-sm text-encre-700">
            Nous avons trouvé sur cet appareil des données enregistrées sans compte&nbsp;: {describeCounts(counts)}. Voulez-vous les
            rattacher à votre compte pour les retrouver partout&#8239;?
          </p>
        </div>
        <div className="mt-3 flex gap-2 sm:mt-0">
          <button type="button" className="btn-primary" onClick={attach} disabled={busy}>
            {busy ? "Rattachement…" : "Rattacher à mon compte"}
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              window.sessionStorage.setItem(LATER_KEY, userId);
              setPayload(null);
            }}
          >
            Plus tard
          </button>
        </div>
      </div>
    </section>
  );
}
