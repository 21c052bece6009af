import type { HtmlTagDescriptor, Plugin, Rollup } from "vite";
import { directChunksId, directPageModules } from "../src/app/direct-pages";
import { landingChunksId, landingPages } from "../src/app/landing-page";

/**
 * src/boot.ts starts the app with `import("react-dom/client")` and then `import("./main")` once the skeleton is
 * painted. This lists those chunks and the chunks they import statically as `<link rel="modulepreload">` in
 * index.html, so they download (and compile) from the start, right behind the styles, instead of after boot.ts has
 * run: no extra round trip.
 *
 * It also writes, as a JSON block, the chunks of each landing page's route module (src/app/landing-page.ts) that the
 * app's own chunks do not already hold: boot.ts preloads the ones of the page being opened, so the router finds
 * them already downloaded instead of asking for them only once the app has started.
 */
export function preloadChunks(): Plugin {
  let base = "/";
  return {
    name: "sakina:preload-chunks",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((output) => (output.type === "chunk" ? [output] : []));
        // Not `facadeModuleId`: the route chunks import shared code from this chunk, so it is no plain facade.
        const app = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith("/src/main.tsx")));
        if (!app) throw new Error("preloadChunks: no chunk holds src/main.tsx");
        const appFiles = staticClosure(chunks, [app.fileName]);

        const landing = Object.fromEntries(
          landingPages.map((page) => {
            const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/app/routes/${page}.tsx`));
            if (!route) throw new Error(`preloadChunks: no chunk for the ${page} route`);
            const files = [...staticClosure(chunks, [route.fileName])].filter((file) => !appFiles.has(file));
            return [page, files.map((file) => `${base}${file}`)];
          }),
        );

        // The same for the pages opened straight from an address that are no landing pages (src/app/direct-pages.ts).
        const direct = Object.fromEntries(
          Object.entries(directPageModules).map(([page, modules]) => {
            const routes = modules.map((module) => {
              const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/app/routes/${module}.tsx`));
              if (!route) throw new Error(`preloadChunks: no chunk for the ${module} route`);
              return route.fileName;
            });
            const files = [...staticClosure(chunks, routes)].filter((file) => !appFiles.has(file));
            return [page, files.map((file) => `${base}${file}`)];
          }),
        );

        const tags: HtmlTagDescriptor[] = [...appFiles].map((file) => ({
          tag: "link",
          // Low: the styles come first (the skeleton needs them); the app's code runs only after that paint anyway.
          attrs: { rel: "modulepreload", crossorigin: true, fetchpriority: "low", href: `${base}${file}` },
          injectTo: "head",
        }));
        tags.push({
          tag: "script",
          attrs: { type: "application/json", id: landingChunksId },
          children: JSON.stringify(landing),
          injectTo: "head",
        });
        tags.push({
          tag: "script",
          attrs: { type: "application/json", id: directChunksId },
          children: JSON.stringify(direct),
          injectTo: "head",
        });
        return tags;
      },
    },
  };
}

/** The chunks named and every chunk they import statically, entries left out (index.html loads its own script). */
function staticClosure(chunks: readonly Rollup.OutputChunk[], files: readonly string[]): Set<string> {
  const closure = new Set<string>();
  const add = (file: string) => {
    const chunk = chunks.find((candidate) => candidate.fileName === file);
    if (closure.has(file) || !chunk || chunk.isEntry) return;
    closure.add(file);
    for (const imported of chunk.imports) add(imported);
  };
  for (const file of files) add(file);
  return closure;
}
