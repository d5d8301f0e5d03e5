/**
 * The handler of a form's intent, or `fallback` for an unknown one: one handler per intent, in a map the
 * page declares (decision 0351). The one way an action, a run's reducer or a flow reads an intent.
 */
export function handlerOf<Handlers extends Record<string, unknown>, Fallback>(
  handlers: Handlers,
  intent: string,
  fallback: Fallback,
): Handlers[keyof Handlers] | Fallback {
  return Object.hasOwn(handlers, intent) ? (handlers[intent] as Handlers[keyof Handlers]) : fallback;
}
