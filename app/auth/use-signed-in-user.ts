import { useRouteLoaderData } from "@remix-run/react";

/** The signed-in person as the root loader gives it to every page (null for a visitor). */
export function useSignedInUser(): { id: string } | null {
  return (useRouteLoaderData("root") as { user?: { id: string } | null } | undefined)?.user ?? null;
}
