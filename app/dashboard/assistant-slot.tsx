/**
 * ── RESERVED: AI assistant panel (spec 3 §2, §5 "AI chat") ──
 * The floating assistant panel (collapsed by default, toggled by its header) belongs to a later issue.
 * It mounts here, at the end of the dashboard; nothing is rendered until it exists.
 */
export function AssistantSlot() {
  return null;
}
