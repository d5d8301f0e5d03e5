// React's renderer for Workers and browsers, which the Worker uses: tests that render a document in
// Node import it by this name (plain "react-dom/server" resolves to the Node renderer there).
declare module "react-dom/server.browser" {
  export * from "react-dom/server";
}
