import type { Message } from "../types";

/** The search box's suggestions and a search's own order: English texts, merged into the main catalogue by `en.ts`. */
export const searchSuggestionsEn = {
  "search.suggestions.label": "Suggested products",
  "search.suggestions.count": { one: "{count} suggestion", other: "{count} suggestions" },
  "shopPaging.sort.relevance": "Best match",
} as const satisfies Record<string, Message>;
