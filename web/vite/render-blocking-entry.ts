import type { Plugin } from "vite";

/**
 * Marks the page's entry script `blocking="render"`: the browser paints nothing before src/boot.ts has run. A module
 * script otherwise runs after parsing, and a first paint may come before it when the script is still on its way: a
 * shopper who chose English then saw the skeleton and the first view laid out right to left in Arabic, then flipped
 * (tests/e2e/first-view.e2e.ts measures that shift). The entry is a few kilobytes, fetched beside the styles, which
 * block rendering anyway. Vite writes the tag itself, so the attribute is added to its output.
 */
export function renderBlockingEntry(): Plugin {
  return {
    name: "sakina:render-blocking-entry",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        if (!entry.test(html)) throw new Error("renderBlockingEntry: no entry script in index.html");
        return html.replace(entry, '<script type="module" crossorigin blocking="render" src="$1"></script>');
      },
    },
  };
}
