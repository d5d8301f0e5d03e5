import { useEffect, useState } from "react";
import { deviceMayHoldData, LATER_KEY } from "./device-data";
import type { LocalImportOffer as Offer } from "./local-import-offer";

/**
 * The attach offer, loaded after the page is shown and only when the device may hold anonymous
 * data: most visits never download it, nor the zod schema it checks the data with (decision 0102).
 * This check itself is loaded only on a signed-in person's pages, once shown (root.tsx).
 */
export default function LocalImportOfferWhenNeeded({ userId }: { userId: string }) {
  const [LocalImportOffer, setOffer] = useState<typeof Offer | null>(null);
  useEffect(() => {
    let mayHold = false;
    try {
      mayHold = window.sessionStorage.getItem(LATER_KEY) !== userId && deviceMayHoldData(window.localStorage);
    } catch {
      // storage refused: nothing can be read to attach
    }
    if (!mayHold) return;
    let gone = false;
    import("./local-import-offer")
      .then((module) => {
        if (!gone) setOffer(() => module.LocalImportOffer);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
    };
  }, [userId]);
  return LocalImportOffer ? <LocalImportOffer userId={userId} /> : null;
}
