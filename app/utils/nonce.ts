import { createContext, useContext } from "react";

/** The per-request nonce that lets the page's own inline scripts run under the CSP (server only; "" in the browser). */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
