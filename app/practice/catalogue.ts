/** Catalogue search, start navigation and the chooser's node lookup (spec 2, §2; spec 3, §2 and §9). */
import { CATALOGUE, type CatalogueEntry } from "./content/catalogue";
import { CHOOSER_NODES, CHOOSER_START, type ChooserNode } from "./content/chooser";
import { getToolContent } from "./content/tools";

/** Lower case without accents, so 'ecriture' finds 'Écriture' and 'CA VA' finds 'Ça va'. */
function normalizeSearch(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
}

/** Free-text search over name, category, description and tags; every word must match. */
export function searchCatalogue(query: string, entries: CatalogueEntry[] = CATALOGUE): CatalogueEntry[] {
  const words = normalizeSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const haystack = normalizeSearch([entry.name, entry.category, entry.description, ...entry.tags].join(" "));
    return words.every((word) => haystack.includes(word));
  });
}

/** Where starting a tool leads. */
export function startPath(toolId: string): string {
  switch (toolId) {
    case "trois-gestes":
    case "respiration":
      return "/trois-gestes/introduction";
    case "trois_gestes_written":
      return "/practice/trois-gestes-ecrit";
    case "actualite":
      return "/practice/actualite";
    case "nommer_grandeur":
      return "/practice/nommer-grandeur";
    default:
      return `/practice/${encodeURIComponent(toolId)}`;
  }
}

/** A chooser node by id; an unknown id falls back to the start. */
export function chooserNode(id: string | null | undefined): ChooserNode {
  return (id ? CHOOSER_NODES[id] : undefined) ?? CHOOSER_NODES[CHOOSER_START]!;
}

export function catalogueEntry(toolId: string): CatalogueEntry | undefined {
  return CATALOGUE.find((entry) => entry.toolId === toolId);
}

/**
 * What a chooser end node shows: the catalogue entry, or, for a tool the catalogue does not list
 * (hygiene_psychique, table_meilleur_homme), the summary kept with the tool's content.
 */
export function endNodeSummary(toolId: string): {
  name: string;
  description: string | null;
  duration: string | null;
  category: string | null;
} {
  const entry = catalogueEntry(toolId);
  if (entry) return { name: entry.name, description: entry.description, duration: entry.duration, category: entry.category };
  const content = getToolContent(toolId);
  return {
    name: content?.name ?? toolId,
    description: content?.summary?.description ?? null,
    duration: content?.summary?.duration ?? null,
    category: content?.summary?.category ?? null,
  };
}
