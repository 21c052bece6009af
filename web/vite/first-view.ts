import type { Plugin } from "vite";
import { firstViewTemplates } from "../src/app/first-view";

/** Name of the file, beside index.html, holding each landing page's first-view template (see src/app/first-view.ts). */
export const firstViewFile = "first-view.json";

/** Writes the landing pages' first-view templates for the server, which fills them into index.html per request. */
export function firstView(): Plugin {
  return {
    name: "sakina:first-view",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: firstViewFile, source: JSON.stringify(firstViewTemplates()) });
    },
  };
}
