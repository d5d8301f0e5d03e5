/**
 * The period editors without JavaScript (shown until the page runs): plain forms that post one change
 * each to the page's action, for a signed-in person. A word's position is one of the circle's named
 * places instead of a drag.
 */
import type { Cycle } from "../editor-state";
import type { EditorConfig } from "../periods";
import { namedPlaces, nearestPlace } from "../places";
import { wordFormId } from "./cycle-editor";

function PlaceSelect({ config, id, current }: { config: EditorConfig; id: string; current?: string }) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        Place dans le cercle
      </label>
      <select id={id} name="place" className="field-input" defaultValue={current ?? namedPlaces(config)[0]!.id}>
        {namedPlaces(config).map((p) => (
          <option key={p.id} value={p.id}>
            {p.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CycleForms({ config, cycle, action }: { config: EditorConfig; cycle: Cycle; action: string }) {
  const base = `${cycle.id}-sansjs`;
  return (
    <div className="space-y-4 border-t border-sable-200 pt-4">
      <form method="post" action={action} className="space-y-2">
        <input type="hidden" name="cycleId" value={cycle.id} />
        <label htmlFor={`${base}-centre`} className="field-label">
          {config.centerLabel}
        </label>
        <input
          id={`${base}-centre`}
          name="centerText"
          className="field-input"
          defaultValue={cycle.centerText}
          maxLength={500}
          placeholder={config.centerPlaceholder}
        />
        <button type="submit" name="intent" value="center" className="btn-secondary">
          Enregistrer&nbsp;: {config.centerLabel.toLowerCase()}
        </button>
      </form>
      {cycle.textBoxes.length > 0 ? (
        <ul className="space-y-3" aria-label="Les mots de ce cycle">
          {cycle.textBoxes.map((box, i) => (
            <li key={box.id}>
              <form
                id={wordFormId(cycle.id, i)}
                method="post"
                action={action}
                className="scroll-mt-4 grid gap-2 rounded-xl border border-sable-200 p-3 sm:grid-cols-2"
              >
                <input type="hidden" name="cycleId" value={cycle.id} />
                <input type="hidden" name="boxId" value={box.id} />
                <div>
                  <label htmlFor={`${base}-mot-${i}`} className="field-label">
                    {`Mot ${i + 1}`}
                  </label>
                  <input id={`${base}-mot-${i}`} name="text" className="field-input" defaultValue={box.text} maxLength={500} />
                </div>
                <PlaceSelect config={config} id={`${base}-place-${i}`} current={nearestPlace(config, box.x, box.y).id} />
                <div className="flex flex-wrap gap-2 sm:col-span-2">
                  <button type="submit" name="intent" value="edit-word" className="btn-secondary">
                    {`Enregistrer le mot ${i + 1}`}
                  </button>
                  <button type="submit" name="intent" value="delete-word" className="btn-ghost">
                    {`Supprimer le mot ${i + 1}`}
                  </button>
                </div>
              </form>
            </li>
          ))}
        </ul>
      ) : null}
      <form method="post" action={action} className="grid gap-2 rounded-xl bg-sable-50 p-3 sm:grid-cols-2">
        <input type="hidden" name="cycleId" value={cycle.id} />
        <div>
          <label htmlFor={`${base}-nouveau`} className="field-label">
            Nouveau mot
          </label>
          <input id={`${base}-nouveau`} name="text" className="field-input" maxLength={500} />
        </div>
        <PlaceSelect config={config} id={`${base}-nouveau-place`} />
        <div className="sm:col-span-2">
          <button type="submit" name="intent" value="add-word" className="btn-secondary">
            Ajouter ce mot
          </button>
        </div>
      </form>
      <form method="post" action={action}>
        <input type="hidden" name="cycleId" value={cycle.id} />
        <button type="submit" name="intent" value="delete-cycle" className="btn-ghost text-sm">
          Supprimer ce cycle
        </button>
      </form>
    </div>
  );
}

export function AddCycleForm({ action }: { action: string }) {
  return (
    <form method="post" action={action}>
      <button type="submit" name="intent" value="add-cycle" className="btn-secondary">
        + Ajouter un cycle
      </button>
    </form>
  );
}
