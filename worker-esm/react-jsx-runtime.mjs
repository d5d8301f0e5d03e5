// React's JSX runtime as an ES module, for the Worker's bundle only (see ./react.mjs, decision 0152):
// the app's compiled JSX calls `jsx` for every element, without a getter in between.
import runtime from "../node_modules/react/jsx-runtime.js";

export default runtime;
export const { Fragment, jsx, jsxs } = runtime;
