import type { PluralMessage } from "../types";
import type { searchSuggestionsEn } from "./search-suggestions.en";

/** Typed against the English keys, so a text missing here fails the typecheck. */
type SearchSuggestionsCatalogue = {
  readonly [K in keyof typeof searchSuggestionsEn]: (typeof searchSuggestionsEn)[K] extends string ? string : PluralMessage;
};

export const searchSuggestionsAr: SearchSuggestionsCatalogue = {
  "search.suggestions.label": "منتجات مقترحة",
  "search.suggestions.count": {
    zero: "لا توجد اقتراحات",
    one: "اقتراح واحد",
    two: "اقتراحان",
    few: "{count} اقتراحات",
    many: "{count} اقتراحًا",
    other: "{count} اقتراح",
  },
  "shopPaging.sort.relevance": "الأكثر صلة",
};
