// Kept only for server.ts, which another change is editing: point it at ./auth.server, then delete this file.
export * from "./auth.server";
