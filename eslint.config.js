// ESLint (flat config): the recommended rules of JavaScript, typescript-eslint, React's hooks and
// jsx-a11y. A rule is turned off only with its reason on the same line. Formatting is Prettier's
// (`npm run format`), not ESLint's.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    },
  },
  // How a session is looked up is the readers' alone (issue 41 §9, decision 0323): readWithSession and
  // writerFor (app/auth/session-batch.server.ts), and the rooms' reader (app/auth/room-session.server.ts).
  {
    files: ["**/*.ts", "**/*.tsx"],
    ignores: ["app/auth/session-batch.server.ts", "app/auth/room-session.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/session-lookup.server", "**/session-lookup.server.ts"],
              message: "Read the session through readWithSession or writerFor.",
            },
          ],
        },
      ],
    },
  },
);
