// /login is the same screen as /auth/login (spec 1 §2).
export { action, default, headers, loader, meta } from "./auth+/login";
