/**
 * The /practice chooser with no network (issue 33, decision 0246): the page's loader could not be
 * reached, so the next question is decided here by the loader's own rule (chooser-view.ts) over the
 * chooser's data the service worker keeps. Any other failure stays the router's.
 */
import { chooserView, type ChooserData, type ChooserView } from "~/practice/chooser-view";
import { CHOOSER_DATA } from "./public-pages";
import { isNetworkFailure } from "./reload-when-offline";

export async function offlineChooserView(url: string, error: unknown): Promise<ChooserView> {
  if (!isNetworkFailure(error, navigator.onLine)) throw error;
  const response = await fetch(CHOOSER_DATA).catch(() => null);
  if (!response?.ok) throw error;
  return chooserView(new URL(url).searchParams, (await response.json()) as ChooserData);
}
