import type { Plugin } from "vite";
import { backOfficeTemplate } from "../src/app/back-office-first-view";
import { firstViewTemplates } from "../src/app/first-view";

/** Name of the file, beside index.html, holding each landing page's first-view template (see src/app/first-view.ts). */
export const firstViewFile = "first-view.json";

/**
 * Writes the first-view templates for the server, which fills them into index.html per request: the landing pages'
 * (drawn in the shop's skeleton) and the back office's shell (drawn in place of that skeleton, for an admin).
 */
export function firstView(): Plugin {
  return {
    name: "sakina:first-view",
    apply: "build",
    generateBundle() {
      const templates = { ...firstViewTemplates(), backOffice: backOfficeTemplate() };
      this.emitFile({ type: "asset", fileName: firstViewFile, source: JSON.stringify(templates) });
    },
  };
}
