/**
 * The chooser's data as JSON (issue 33, decision 0246): kept by the service worker with each build, so
 * that /practice can ask its questions with no network (app/offline/chooser-offline.ts). Public: the
 * chooser's questions and the summaries of the tools it recommends, nothing personal.
 */
import { json } from "@remix-run/cloudflare";
import { chooserData } from "~/practice/chooser-data.server";

export function loader() {
  return json(chooserData(), { headers: { "Cache-Control": "public, max-age=300" } });
}
