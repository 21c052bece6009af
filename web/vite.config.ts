import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { precompressAssets } from "./vite/precompress";

const apiTarget = "http://localhost:3000";

// The API and the admin socket live on the Node server; in development Vite only serves the bundle and forwards the rest.
const proxy = {
  "/api": { target: apiTarget, changeOrigin: false },
  "/socket.io": { target: apiTarget, ws: true },
};

// React Router 7 points every import at its development build (remix-run/react-router#12532), which keeps its
// development warnings in the shipped code; production builds use the production files it also ships.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, "dist/production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, "dist/production/dom-export.mjs") },
];

/**
 * src/boot.ts starts the app with `import("./main")` once the skeleton is painted. This lists that chunk and the
 * chunks it imports statically as `<link rel="modulepreload">` in index.html, so they download (and compile) from the
 * start, right behind the styles, instead of after boot.ts has run: no extra round trip.
 */
function preloadAppChunks(): Plugin {
  let base = "/";
  return {
    name: "sakina:preload-app-chunks",
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
        if (!app) throw new Error("preloadAppChunks: no chunk holds src/main.tsx");
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = chunks.find((candidate) => candidate.fileName === file);
          // The entry (boot.ts) is index.html's own script already.
          if (files.has(file) || !chunk || chunk.isEntry) return;
          files.add(file);
          for (const imported of chunk.imports) add(imported);
        };
        add(app.fileName);
        return [...files].map((file) => ({
          tag: "link",
          // Low: the styles come first (the skeleton needs them); the app's code runs only after that paint anyway.
          attrs: { rel: "modulepreload", crossorigin: true, fetchpriority: "low", href: `${base}${file}` },
          injectTo: "head" as const,
        }));
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), tailwindcss(), preloadAppChunks(), precompressAssets()],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      ...(command === "build" ? reactRouterProduction : []),
    ],
  },
  build: {
    // WEB_OUT_DIR lets parallel work build elsewhere without emptying the folder a running server serves.
    outDir: process.env.WEB_OUT_DIR ?? "../dist/web",
    emptyOutDir: true,
    sourcemap: true,
  },
  server: { proxy },
  preview: { proxy },
}));
