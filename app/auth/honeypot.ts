/** The honeypot field of the public auth forms (`Honeypot` in components/forms/field.tsx): filled means a bot. */
export function isBot(form: FormData): boolean {
  return String(form.get("website") ?? "") !== "";
}
