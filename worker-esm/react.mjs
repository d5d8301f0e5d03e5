// React as an ES module, for the Worker's bundle only (wrangler.toml's [alias], decision 0152).
//
// React 18 ships CommonJS alone. esbuild reaches a CommonJS module's exports from ES modules through
// a getter on each read (`import_react.useContext` calls a getter every time), and every component,
// hook and element of a page reads them: about 1.3% of the search page's CPU went to those getters.
// Here the exports are read once, when the Worker starts, into bindings that esbuild references
// directly. The module imports React's own file by its path (the package's export map allows no other way), so the Worker keeps one React, which
// CommonJS packages (react-dom) still `require`.
import React from "../node_modules/react/index.js";

export default React;
export const {
  Children,
  Component,
  Fragment,
  Profiler,
  PureComponent,
  StrictMode,
  Suspense,
  __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED,
  act,
  cloneElement,
  createContext,
  createElement,
  createFactory,
  createRef,
  forwardRef,
  isValidElement,
  lazy,
  memo,
  startTransition,
  unstable_act,
  useCallback,
  useContext,
  useDebugValue,
  useDeferredValue,
  useEffect,
  useId,
  useImperativeHandle,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  version,
} = React;
