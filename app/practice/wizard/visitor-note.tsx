/** What a wizard tells a visitor about where their answers stay: the device with JavaScript, nowhere without. */
export function WizardVisitorNote({ hydrated, note, noScript }: { hydrated: boolean; note: string; noScript: string }) {
  return (
    <>
      {hydrated ? <p className="mt-3 text-sm text-encre-500">{note}</p> : null}
      <noscript>
        <p className="mt-3 rounded-lg bg-sable-100 px-3 py-2 text-sm text-encre-700">{noScript}</p>
      </noscript>
    </>
  );
}
