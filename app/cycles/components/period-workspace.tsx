/**
 * The screen shared by the period and transformed editors: choose a period, then edit its cycles.
 * One component for both (issue 12); only the configuration and the save rhythm differ.
 */
import { Link } from "@remix-run/react";
import { useToast } from "~/components/toaster";
import { useHydrated } from "~/utils/use-hydrated";
import { BackLink } from "~/components/records/back-link";
import { addCycle, deleteCycle, type Change } from "../editor-state";
import { findPeriod, type EditorConfig } from "../periods";
import { usePeriodCycles, type SaveMode } from "../use-period-cycles";
import { CycleEditor } from "./cycle-editor";
import { AddCycleForm, CycleForms } from "./cycle-forms";

type Props = {
  config: EditorConfig;
  basePath: string;
  intro: string;
  periodId: string | null;
  signedIn: boolean;
  serverDocument?: unknown;
  loadFailed: boolean;
  mode: SaveMode;
};

export function PeriodWorkspace(props: Props) {
  const period = findPeriod(props.config, props.periodId);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackLink to={period ? props.basePath : "/cycles"} label={period ? "Choisir une autre période" : "Mes cycles"} />
      <header>
        <h1 className="font-serif text-3xl text-encre-900">{period ? period.title : props.config.title}</h1>
        <p className="mt-2 text-encre-700">{props.intro}</p>
      </header>
      {period ? (
        <PeriodCycles key={props.config.storageKey(period.id)} {...props} storageKey={props.config.storageKey(period.id)} />
      ) : (
        <nav aria-label="Périodes" className="grid gap-4 sm:grid-cols-3">
          {props.config.periods.map((p) => (
            <Link key={p.id} to={`${props.basePath}?periode=${p.id}`} className="card block hover:border-sauge-500">
              <span className="font-serif text-lg text-encre-900">{p.title}</span>
              <span className="mt-2 block text-sm text-encre-700">{p.description}</span>
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}

function PeriodCycles(props: Props & { storageKey: string }) {
  const toast = useToast();
  const { cycles, update, saveNow } = usePeriodCycles(props);
  const hydrated = useHydrated();
  const action = `${props.basePath}?periode=${props.periodId ?? ""}`;

  if (!cycles) {
    // Only a visitor has no cycles at first render: theirs are on the device, out of the server's reach.
    const back = `${props.basePath}?periode=${props.periodId ?? ""}`;
    return (
      <>
        {hydrated ? (
          <p className="card text-encre-700">Chargement de vos cycles…</p>
        ) : (
          <div className="card space-y-3 text-encre-700">
            <p>
              Sans JavaScript, cette page ne peut pas lire ni garder les cycles de cet appareil. Connecté à votre compte, vous pouvez écrire
              vos cycles avec de simples formulaires&nbsp;: chaque mot prend place à un endroit nommé du cercle.
            </p>
            <a className="btn-primary" href={`/auth/login?redirectTo=${encodeURIComponent(back)}`}>
              Se connecter
            </a>
          </div>
        )}
      </>
    );
  }

  const apply = (change: Change, persist = true) => {
    if (change.refused && change.message) toast({ title: change.message, type: "error" });
    else if (change.message) toast({ title: change.message, type: "success" });
    if (!change.refused) update(change.cycles, persist);
  };

  return (
    <div className="space-y-6">
      {hydrated ? null : (
        <p className="card text-encre-700">
          Sans JavaScript, chaque changement s'écrit avec un petit formulaire sous le dessin&nbsp;: un mot prend place à un endroit nommé du
          cercle, et chaque envoi est enregistré dans votre compte.
        </p>
      )}
      {cycles.map((cycle, index) => (
        <CycleEditor
          key={cycle.id}
          config={props.config}
          cycles={cycles}
          cycle={cycle}
          index={index}
          onChange={apply}
          onDelete={() => apply(deleteCycle(cycles, cycle.id))}
          noScriptAction={props.signedIn ? action : undefined}
        >
          {props.signedIn && !hydrated ? <CycleForms config={props.config} cycle={cycle} action={action} /> : null}
        </CycleEditor>
      ))}
      {props.signedIn && !hydrated ? <AddCycleForm action={action} /> : null}
      {hydrated ? (
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-secondary" onClick={() => apply(addCycle(cycles))}>
            + Ajouter un cycle
          </button>
          <button type="button" className="btn-primary" onClick={() => void saveNow()}>
            Sauvegarder
          </button>
        </div>
      ) : null}
      <p className="text-sm text-encre-500">
        {props.mode === "each-change"
          ? "Chaque changement est enregistré"
          : "Vos cycles sont enregistrés toutes les 30 secondes et quand vous quittez la page"}
        {props.signedIn ? " dans votre compte." : " sur cet appareil."}
      </p>
    </div>
  );
}
