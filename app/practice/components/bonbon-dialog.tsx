/** Floating 'Donnez-moi un bonbon d'enseignement' button and its dialog (spec 2, §2, §4, §8). */
import { useRef, useState } from "react";
import { ProfessionalHelpNote } from "~/care/crisis-resources";
import { useToast } from "~/components/toaster";
import { mapBonbonError } from "../bonbon";
import { BONBON_SHORT_NAMES, PRACTICE_MESSAGES as M } from "../messages";

export function BonbonButton({ toolId, inline = false }: { toolId: string; inline?: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [citation, setCitation] = useState<string | null>(null);
  const [generated, setGenerated] = useState(false);
  const [loading, setLoading] = useState(false);
  const toast = useToast();

  async function ask(previous: string | null) {
    setLoading(true);
    try {
      const response = await fetch("/practice/bonbon", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ toolId, previous }),
      });
      const body = (await response.json().catch(() => ({}))) as { citation?: string; generated?: boolean; error?: string };
      if (!response.ok || !body.citation) {
        dialog.current?.close();
        toast({ title: M.bonbonErrorTitle, description: mapBonbonError(response.status, body.error), type: "error" });
        return;
      }
      setCitation(body.citation);
      setGenerated(body.generated === true);
    } catch {
      dialog.current?.close();
      toast({ title: M.bonbonErrorTitle, description: M.bonbonGeneric, type: "error" });
    } finally {
      setLoading(false);
    }
  }

  function open() {
    setCitation(null);
    dialog.current?.showModal();
    void ask(null);
  }

  return (
    <>
      <button
        type="button"
        onClick={open}
        className={inline ? "btn-ghost text-left" : "btn-primary fixed bottom-4 right-4 z-40 rounded-full shadow-lg"}
      >
        {M.bonbonButton}
      </button>
      <dialog ref={dialog} className="w-[min(92vw,28rem)] rounded-2xl p-0 backdrop:bg-encre-900/40" aria-labelledby="bonbon-title">
        <div className="p-6">
          <h2 id="bonbon-title" className="font-serif text-xl text-encre-900">
            {M.bonbonTitle(BONBON_SHORT_NAMES[toolId] ?? "")}
          </h2>
          <div className="mt-4 min-h-16" aria-live="polite">
            {loading ? <p className="text-encre-500">{M.bonbonLoading}</p> : null}
            {!loading && citation ? (
              <blockquote
                className="border-l-4 border-terre-400 pl-4 font-serif text-lg italic text-encre-900"
                data-testid="bonbon-citation"
              >
                {citation}
              </blockquote>
            ) : null}
            {!loading && citation ? (
              <p className="mt-2 text-xs text-encre-500" data-testid="bonbon-source">
                {generated ? M.bonbonGenerated : M.bonbonFromCollection}
              </p>
            ) : null}
          </div>
          <ProfessionalHelpNote className="mt-4" />
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-secondary" disabled={loading} onClick={() => ask(citation)}>
              {M.bonbonAnother}
            </button>
            <button type="button" className="btn-primary" onClick={() => dialog.current?.close()}>
              {M.bonbonClose}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
