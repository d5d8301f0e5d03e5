// A fixture for french-typography.test.ts: what the source scan must and must not flag.
// eslint-disable-next-line no-constant-condition -- a ternary in code, which the scan must not flag
const a = 1 > 0 ? "oui" : "non";
export const url = `https://exemple.fr/forum?page=${a}`;
export const time = "à 10:30";
export const css = "hover:bg-sable-200 sm:flex";
export function Sample({ ok }: { ok: boolean }) {
  return (
    <p title={ok ? "Bien\u00a0!" : "Pas encore de compte ?"}>
      Statut : {ok ? "fait" : "à faire"}
      <span>{`Supprimer « x » ?`}</span>
      Compte&nbsp;: bien
    </p>
  );
}
