/**
 * The /practice chooser with no network (issue 33, decision 0246): the page's loader could not be
 * reached, so the next question is decided here by the loader's own rule (chooser-view.ts) over the
 * chooser's data the service worker keeps. Any other failure stays the router's. Also used at hydration
 * when the page is the stored /practice answering another address (decision 0281).
 */
import { chooserView, type ChooserData, type ChooserView } from "~/practice/chooser-view";
import { CHOOSER_DATA } from "./public-pages";
import { isNetworkFailure } from "./reload-when-offline";

export async function offlineChooserView(url: string, error: unknown): Promise<ChooserView> {
  if (!isNetworkFailure(error, navigator.onLine)) throw error;
  const view = await storedChooserView(url);
  if (!view) throw error;
  return view;
}

/** The view of `url` from the stored chooser's data, or null if it cannot be had. */
export async function storedChooserView(url: string): Promise<ChooserView | null> {
  try {
    const response = await fetch(CHOOSER_DATA);
    return response.ok ? chooserView(new URL(url).searchParams, (await response.json()) as ChooserData) : null;
  } catch {
    return null;
  }
}
