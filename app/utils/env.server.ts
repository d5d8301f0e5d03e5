/** Local development is marked by APP_ENV=development in .dev.vars (written by `npm start`). */
export function isDevelopment(env: Pick<Env, "APP_ENV">): boolean {
  return env.APP_ENV === "development";
}
