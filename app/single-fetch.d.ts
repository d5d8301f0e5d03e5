// Loader and action data are typed as single fetch sends them (turbo-stream keeps Dates, Maps…), as in React Router 7.
import "@remix-run/server-runtime";

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
