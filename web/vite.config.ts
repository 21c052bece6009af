import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { firstView } from "./vite/first-view";
import { precompressAssets } from "./vite/precompress";
import { preloadChunks } from "./vite/preload-chunks";
import { renderBlockingEntry } from "./vite/render-blocking-entry";
import { skeletonTexts } from "./vite/skeleton-texts";

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

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), tailwindcss(), preloadChunks(), skeletonTexts(), firstView(), renderBlockingEntry(), precompressAssets()],
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
