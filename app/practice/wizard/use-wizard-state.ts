/**
 * The state of a wizard screen (Actualité, Nommer sa Grandeur): the action's answer first, then the
 * loader's (an account's draft), then, for a visitor, the device's draft, which is kept after every
 * change until the wizard ends.
 */
import { useEffect, useState } from "react";
import { readDeviceDraft, saveDeviceDraft, type WizardDraftKey } from "~/device/wizard-draft";
import { useHydrated } from "~/utils/use-hydrated";

export function useWizardState<S>(options: {
  initial: S;
  fromAction: S | undefined;
  fromLoader: S | null;
  signedIn: boolean;
  draftKey: WizardDraftKey;
  parse: (raw: unknown) => S;
  /** Once the visitor's wizard is kept on the device, its draft is no longer written. */
  ended: boolean;
}) {
  const { fromAction, fromLoader, signedIn, draftKey, parse, ended } = options;
  const hydrated = useHydrated();
  const [state, setState] = useState<S>(fromAction ?? fromLoader ?? options.initial);

  useEffect(() => {
    if (fromAction) setState(fromAction);
  }, [fromAction]);
  useEffect(() => {
    if (fromLoader) setState(fromLoader);
  }, [fromLoader]);
  // A visitor's draft is on the device: found again on arrival.
  useEffect(() => {
    if (!signedIn && !fromAction) {
      const draft = readDeviceDraft(draftKey);
      if (draft) setState(parse(draft));
    }
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!signedIn && hydrated && !ended) saveDeviceDraft(draftKey, state);
  }, [state, signedIn, hydrated, ended, draftKey]);

  return { state, hydrated };
}
