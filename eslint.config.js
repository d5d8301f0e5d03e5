// ESLint (flat config): the recommended rules of JavaScript, typescript-eslint, React's hooks and
// jsx-a11y. A rule is turned off only with its reason on the same line. Formatting is Prettier's
// (`npm run format`), not ESLint's.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The session readers outside app/auth: readWithSession and writerFor; every other way in is refused. */
const READ_THE_SESSION = "Read the session through readWithSession (a write: writerFor), from ~/auth/session-batch.server.";
const lookupModule = { group: ["**/session-lookup.server", "**/session-lookup.server.ts"], message: READ_THE_SESSION };
/** The former readers and the session's internals, from any module of app/auth. */
const sessionInternals = {
  group: ["~/auth/*", "**/auth/*"],
  importNames: [
    "getUser",
    "requireUser",
    "requireAnonymous",
    "requireModerator",
    "requireUserWithRole",
    "sessionIdOf",
    "lookUpSession",
    "lookUpForRequest",
    "requestUser",
  ],
  message: READ_THE_SESSION,
};
const roomReader = {
  group: ["**/room-session.server", "**/room-session.server.ts"],
  message: `The rooms' own reader (party/ only). ${READ_THE_SESSION}`,
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".wrangler/",
      "test-results/",
      "playwright-report/",
      "public/",
      "worker-configuration.d.ts",
      ".shots/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The hooks' two classic rules (eslint-plugin-react-hooks 5's recommended set). Version 7's set adds
  // the React Compiler's rules, for code the compiler will rewrite; this app runs React 18 without it.
  { plugins: { "react-hooks": reactHooks }, rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" } },
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, __DEV_HOOKS__: "readonly" } },
    rules: {
      // A name that starts with "_" is unused on purpose (a rest sibling left out, an argument the signature requires).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // `catch {}`: the scripts' best-effort clean-ups (a process already gone, a file already removed).
      "no-empty": ["error", { allowEmptyCatch: true }],
      // `ok ? passed++ : failed++` and `a && b()` as statements are plain JavaScript.
      "@typescript-eslint/no-unused-expressions": ["error", { allowShortCircuit: true, allowTernary: true }],
      // A label around its input whose text sits a few elements deep (a name and a description) is still its label.
      "jsx-a11y/label-has-associated-control": ["error", { depth: 4 }],
      // `interface Env extends OptionalBindings {}`: declaration merging with wrangler's generated types (app/env.d.ts).
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },
  // One way to read a session (issue 55 item 3; issue 41 §9, decision 0323): loaders and actions read it
  // through readWithSession, a write through writerFor (app/auth/session-batch.server.ts); the rooms have
  // their own reader (app/auth/room-session.server.ts, party/ only). How a session is looked up
  // (session-lookup.server.ts) and the cookie's id are theirs alone. tests/unit/session-readers-lint.test.ts.
  {
    files: ["**/*.ts", "**/*.tsx"],
    ignores: ["app/auth/session-batch.server.ts", "app/auth/room-session.server.ts"],
    rules: sessionRule([lookupModule]),
  },
  {
    files: ["app/**/*.ts", "app/**/*.tsx", "server.ts"],
    ignores: ["app/auth/**"],
    rules: sessionRule([lookupModule, sessionInternals, roomReader]),
  },
  { files: ["party/**/*.ts", "party/**/*.tsx"], rules: sessionRule([lookupModule, sessionInternals]) },
);

function sessionRule(patterns) {
  return { "no-restricted-imports": ["error", { patterns }] };
}
