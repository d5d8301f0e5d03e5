/**
 * One cycle's editor, shared by /cycles/petitesse and /cycles/grandeur: the circle, the central
 * misery, and word boxes that are added, edited in place, dragged (mouse, pen or finger through
 * pointer events), moved with the arrow keys and deleted.
 */
import { useRef, useState } from "react";
import {
  addBox,
  deleteBox,
  editBox,
  moveBox,
  nudgeBox,
  setCenterText,
  startEditing,
  stopEditing,
  type Change,
  type Cycle,
} from "../editor-state";
import type { EditorConfig } from "../periods";
import { useHydrated } from "~/utils/use-hydrated";
import { CycleCircle } from "./cycle-diagram";

type Props = {
  config: EditorConfig;
  cycles: Cycle[];
  cycle: Cycle;
  index: number;
  /** `persist` false while a drag is under way: only its end is saved. */
  onChange: (change: Change, persist?: boolean) => void;
  onDelete: () => void;
  /** What the page shows without JavaScript (plain forms). */
  children?: React.ReactNode;
  /**
   * Where the no-JavaScript forms post (a signed-in person): then, until the page runs, a word of the
   * drawing leads to its form below (text and place by a select) and its « × » removes it.
   */
  noScriptAction?: string;
};

const KEY_STEP = 10;
const CHIP =
  "block max-w-[10rem] cursor-grab touch-none break-words rounded-lg border border-sauge-500 bg-sauge-100 px-2 py-1 text-left text-sm text-encre-900 shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-encre-900 active:cursor-grabbing";
/** Beside the word, not above it: a word at the top of the drawing keeps its « × » inside. */
const REMOVE =
  "flex h-7 w-7 shrink-0 items-center justify-center rounded-full border border-sable-200 bg-white text-sm text-encre-700 shadow hover:text-red-700";

/** The id of a word's no-JavaScript form (cycle-forms.tsx), which the drawing's word links to. */
export function wordFormId(cycleId: string, index: number) {
  return `${cycleId}-sansjs-mot-${index}-form`;
}
const DRAG_THRESHOLD = 4;

export function CycleEditor({ config, cycles, cycle, index, onChange, onDelete, children, noScriptAction }: Props) {
  const surface = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const bounds = { size: config.size, newBox: config.newBox };
  const title = `Cycle ${index + 1}`;
  // Until the page runs (and always without JavaScript) the controls that need it are not rendered.
  const js = useHydrated();

  /** Pointer position in drawing units. */
  function toDrawing(clientX: number, clientY: number) {
    const rect = surface.current!.getBoundingClientRect();
    return { x: ((clientX - rect.left) / rect.width) * config.size, y: ((clientY - rect.top) / rect.height) * config.size };
  }

  function startDrag(event: React.PointerEvent<HTMLElement>, boxId: string) {
    if (event.button !== 0) return;
    const box = cycle.textBoxes.find((b) => b.id === boxId);
    if (!box || box.isEditing) return;
    event.preventDefault();
    const element = event.currentTarget;
    const start = toDrawing(event.clientX, event.clientY);
    const offset = { x: start.x - box.x, y: start.y - box.y };
    const origin = { x: event.clientX, y: event.clientY };
    const pointerId = event.pointerId;
    let moved = false;
    let latest = cycles;
    try {
      element.setPointerCapture(pointerId);
    } catch {
      // a synthetic pointer cannot be captured; window listeners below still follow it
    }
    const onMove = (e: PointerEvent) => {
      if (e.pointerId !== pointerId) return;
      if (!moved && Math.hypot(e.clientX - origin.x, e.clientY - origin.y) < DRAG_THRESHOLD) return;
      moved = true;
      const p = toDrawing(e.clientX, e.clientY);
      latest = moveBox(cycles, cycle.id, boxId, bounds, p.x - offset.x, p.y - offset.y);
      onChange({ cycles: latest }, false);
    };
    const onUp = (e: PointerEvent) => {
      if (e.pointerId !== pointerId) return;
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onUp);
      if (moved) {
        onChange({ cycles: latest });
        const b = latest.find((c) => c.id === cycle.id)?.textBoxes.find((t) => t.id === boxId);
        if (b) setAnnouncement(`«\u00a0${b.text || "mot vide"}\u00a0» déplacé en ${b.x}, ${b.y}.`);
      } else {
        // A click without movement edits the box in place.
        onChange({ cycles: startEditing(cycles, cycle.id, boxId) }, false);
      }
    };
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp);
    window.addEventListener("pointercancel", onUp);
  }

  function onBoxKey(event: React.KeyboardEvent<HTMLElement>, boxId: string) {
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const next = nudgeBox(cycles, cycle.id, boxId, bounds, move[0], move[1]);
      onChange({ cycles: next });
      const b = next.find((c) => c.id === cycle.id)?.textBoxes.find((t) => t.id === boxId);
      if (b) setAnnouncement(`Position ${b.x}, ${b.y}.`);
    } else if (event.key === "Enter" || event.key === "F2") {
      event.preventDefault();
      onChange({ cycles: startEditing(cycles, cycle.id, boxId) }, false);
    } else if (event.key === "Delete") {
      event.preventDefault();
      onChange(deleteBox(cycles, cycle.id, boxId));
    }
  }

  return (
    <section className="card space-y-4" aria-labelledby={`${cycle.id}-titre`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${cycle.id}-titre`} className="font-serif text-xl text-encre-900">
          {title}
        </h2>
        {js ? (
          <button type="button" className="btn-ghost text-sm" onClick={onDelete}>
            Supprimer ce cycle
          </button>
        ) : null}
      </div>
      {!js ? null : (
        <div>
          <label htmlFor={`${cycle.id}-centre`} className="field-label">
            {config.centerLabel}
          </label>
          <input
            id={`${cycle.id}-centre`}
            className="field-input"
            value={cycle.centerText}
            maxLength={500}
            placeholder={config.centerPlaceholder}
            onChange={(e) => onChange({ cycles: setCenterText(cycles, cycle.id, e.target.value) })}
          />
        </div>
      )}
      <div
        ref={surface}
        className="relative mx-auto aspect-square w-full max-w-[min(100%,40rem)] select-none overflow-hidden rounded-2xl border border-sable-200 bg-white"
        role="group"
        aria-label={`Dessin du ${title.toLowerCase()}\u00a0: ${config.times.join(", ")}`}
      >
        <CycleCircle config={config} centerText={cycle.centerText} emptyCenter={config.centerLabel} />
        {cycle.textBoxes.map((box, wordIndex) => {
          // The word is shifted back by the same share of its own size, so one near the right or bottom
          // edge (with its « × ») stays inside the drawing instead of being cut off.
          const share = { x: (box.x / config.size) * 100, y: (box.y / config.size) * 100 };
          const style = { left: `${share.x}%`, top: `${share.y}%`, transform: `translate(-${share.x}%, -${share.y}%)` };
          const name = box.text || "mot vide";
          return box.isEditing ? (
            <input
              key={box.id}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the box being renamed was just chosen by the person: typing goes to it
              autoFocus
              className="absolute z-10 w-40 rounded-lg border-2 border-sauge-500 bg-white px-2 py-1 text-sm text-encre-900 shadow"
              style={style}
              aria-label="Modifier le mot"
              value={box.text}
              maxLength={500}
              onChange={(e) => onChange({ cycles: editBox(cycles, cycle.id, box.id, e.target.value) })}
              onBlur={() => onChange({ cycles: stopEditing(cycles, cycle.id, box.id) })}
              onKeyDown={(e) => {
                if (e.key === "Enter" || e.key === "Escape") e.currentTarget.blur();
              }}
            />
          ) : (
            <div key={box.id} className="absolute z-0 flex items-center gap-0.5" style={style}>
              {js ? (
                <button
                  type="button"
                  data-mot={box.text}
                  className={CHIP}
                  aria-label={`Mot «\u00a0${name}\u00a0», position ${box.x}, ${box.y}`}
                  aria-describedby={`${cycle.id}-aide`}
                  onPointerDown={(e) => startDrag(e, box.id)}
                  onKeyDown={(e) => onBoxKey(e, box.id)}
                >
                  {box.text || <span className="italic text-encre-500">mot vide</span>}
                </button>
              ) : noScriptAction ? (
                // Without JavaScript: the word leads to its form (its text, and its place by a select).
                <a
                  href={`#${wordFormId(cycle.id, wordIndex)}`}
                  data-mot={box.text}
                  className={`${CHIP} no-underline`}
                  aria-label={`Modifier ou déplacer le mot «\u00a0${name}\u00a0»`}
                >
                  {box.text || <span className="italic text-encre-500">mot vide</span>}
                </a>
              ) : (
                <span data-mot={box.text} className={CHIP}>
                  {box.text || <span className="italic text-encre-500">mot vide</span>}
                </span>
              )}
              {js ? (
                <button
                  type="button"
                  className={REMOVE}
                  aria-label={`Supprimer le mot «\u00a0${name}\u00a0»`}
                  onClick={() => onChange(deleteBox(cycles, cycle.id, box.id))}
                >
                  ×
                </button>
              ) : noScriptAction ? (
                <form method="post" action={noScriptAction} className="contents">
                  <input type="hidden" name="cycleId" value={cycle.id} />
                  <input type="hidden" name="boxId" value={box.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="delete-word"
                    className={REMOVE}
                    aria-label={`Supprimer le mot «\u00a0${name}\u00a0»`}
                  >
                    ×
                  </button>
                </form>
              ) : null}
            </div>
          );
        })}
      </div>
      <p id={`${cycle.id}-aide`} className="text-sm text-encre-700" hidden={!js}>
        Glissez un mot avec la souris ou le doigt. Au clavier&nbsp;: les flèches le déplacent (Maj pour aller plus vite), Entrée le modifie,
        Suppr l'efface.
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {js ? (
        <button type="button" className="btn-secondary" onClick={() => onChange(addBox(cycles, cycle.id, bounds))}>
          + Ajouter un mot
        </button>
      ) : null}
      {children}
    </section>
  );
}
