import { senderOwner } from "./owner";

/**
 * At sign-out the device forgets what it kept for the person (device-store.ts, decision 0311), listened
 * for from the entry, before hydration (session 27): a sign-out sent in the page's first moments, before
 * the offline features had loaded, used to leave the person's drafts on a shared device.
 * Every sign-out form posts to /auth/logout. Once Remix's router runs, the page stays while the request
 * goes, and the store's small chunk is fetched and forgets then; before, the form's own POST would leave
 * the page at once, so it waits for the forgetting and is then sent as it was.
 */
const forgotten = new WeakSet<HTMLFormElement>();

export function forgetAtSignOut(): void {
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      if (forgotten.has(form) || new URL(form.action, location.href).pathname !== "/auth/logout") return;
      // The person the page names, or before the router runs the last one named on this device.
      const owner = senderOwner();
      const forgetting = import("./device-store").then((store) => store.forgetPerson(owner)).catch(() => undefined);
      if ((window as { __remixRouter?: unknown }).__remixRouter) return;
      event.preventDefault();
      forgotten.add(form);
      const submitter = (event as SubmitEvent).submitter;
      void forgetting.then(() => form.requestSubmit(submitter instanceof HTMLElement ? submitter : null));
    },
    true,
  );
}
