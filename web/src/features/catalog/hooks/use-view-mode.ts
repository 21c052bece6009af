import { useCallback, useState } from "react";

export type ViewMode = "grid" | "list";

export const viewModeStorageKey = "shopView";

function readViewMode(): ViewMode {
  try {
    return window.localStorage.getItem(viewModeStorageKey) === "list" ? "list" : "grid";
  } catch {
    // Storage can be disabled; the grid is the default anyway.
    return "grid";
  }
}

/** Grid or list for product lists, remembered in the browser so the shop opens the way the shopper left it. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(readViewMode);
  const choose = useCallback((next: ViewMode) => {
    setMode(next);
    try {
      window.localStorage.setItem(viewModeStorageKey, next);
    } catch {
      // See readViewMode: the choice then lasts for this page view only.
    }
  }, []);
  return [mode, choose];
}
