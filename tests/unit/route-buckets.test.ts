/** Decision 0146: one Remix handler per first segment matches exactly what the whole route table matches. */
import { describe, expect, it, vi } from "vitest";
import { addressBucket, handlerBucket, routeBucket, routesForBucket } from "~/utils/route-buckets.server";
import { mismatches, sampleAddresses, type ManifestRoute } from "../support/route-buckets";

const table = (...routes: ManifestRoute[]) => Object.fromEntries(routes.map((route) => [route.id, route]));
// Every shape a route table may hold: the root, the home page, a splat, a layout with a path and its
// children, a pathless layout, a parameter as first segment, an index under a path, a case-sensitive route.
const ROUTES = table(
  { id: "root", path: "" },
  { id: "routes/_index", parentId: "root", index: true },
  { id: "routes/$", parentId: "root", path: "*" },
  { id: "routes/forum", parentId: "root", path: "forum", index: true },
  { id: "routes/forum.$slug", parentId: "root", path: "forum/:slug" },
  { id: "routes/forum.nouveau", parentId: "root", path: "forum/nouveau" },
  { id: "routes/auth", parentId: "root", path: "/auth" },
  { id: "routes/auth.login", parentId: "routes/auth", path: "login" },
  { id: "routes/_abri", parentId: "root" },
  { id: "routes/_abri.aide", parentId: "routes/_abri", path: "aide" },
  { id: "routes/$lang.accueil", parentId: "root", path: ":lang/accueil" },
  { id: "routes/Majuscules", parentId: "root", path: "Majuscules", caseSensitive: true },
  { id: "routes/dev.outbox[.json]", parentId: "root", path: "dev/outbox.json" },
);

describe("route buckets", () => {
  it("gives each route its first segment, in lower case, and none to those any address may reach", () => {
    expect(routeBucket(ROUTES, "routes/forum.$slug")).toBe("forum");
    expect(routeBucket(ROUTES, "routes/auth.login")).toBe("auth"); // its parent's path counts
    expect(routeBucket(ROUTES, "routes/_abri.aide")).toBe("aide"); // a pathless layout adds nothing
    expect(routeBucket(ROUTES, "routes/Majuscules")).toBe("majuscules");
    for (const id of ["root", "routes/_index", "routes/$", "routes/_abri", "routes/$lang.accueil"])
      expect(routeBucket(ROUTES, id), id).toBeNull();
  });

  it("reads an address's first segment as matching does", () => {
    expect(addressBucket("/forum/un-sujet")).toBe("forum");
    expect(addressBucket("/Forum")).toBe("forum");
    expect(addressBucket("/%66orum")).toBe("forum");
    expect(addressBucket("/forum.data")).toBe("forum");
    expect(addressBucket("/_root.data")).toBe("");
    expect(addressBucket("/")).toBe("");
    expect(addressBucket("//forum")).toBe("");
    expect(addressBucket("/__manifest")).toBeNull();
    expect(addressBucket("/%ZZ")).toBeNull();
  });

  it("sends an unknown segment to the routes every address reaches, and the manifest to the whole table", () => {
    const known = new Set(Object.keys(ROUTES).map((id) => routeBucket(ROUTES, id)));
    expect(handlerBucket(known, "/nulle-part")).toBe("");
    expect(handlerBucket(known, "/forum/x")).toBe("forum");
    expect(handlerBucket(known, "/__manifest")).toBeNull();
    expect(Object.keys(routesForBucket(ROUTES, "forum")).sort()).toEqual(
      [
        "root",
        "routes/_index",
        "routes/$",
        "routes/_abri",
        "routes/$lang.accueil",
        "routes/forum",
        "routes/forum.$slug",
        "routes/forum.nouveau",
      ].sort(),
    );
    // A child keeps its parent.
    expect(Object.keys(routesForBucket(ROUTES, "auth"))).toContain("routes/auth");
    expect(Object.keys(routesForBucket(ROUTES, "aide"))).toContain("routes/_abri");
  });

  it("matches every address exactly as the whole table does", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {}); // the router's own word on "/%ZZ"
    const addresses = sampleAddresses(ROUTES);
    expect(addresses.length).toBeGreaterThan(60);
    expect(mismatches(ROUTES, addresses)).toEqual([]);
  });

  it("would notice a bucket that lost a route (the check can fail)", () => {
    // Buckets that forget the routes whose first segment is a parameter.
    const forgetful: typeof routesForBucket = (routes, bucket) =>
      Object.fromEntries(Object.entries(routesForBucket(routes, bucket)).filter(([id]) => id !== "routes/$lang.accueil"));
    expect(mismatches(ROUTES, ["/fr/accueil"], forgetful)).toHaveLength(1);
  });
});
