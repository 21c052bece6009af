import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = "http://localhost:3000";

// The API and the admin socket live on the Node server; in development Vite only serves the bundle and forwards the rest.
const proxy = {
  "/api": { target: apiTarget, changeOrigin: false },
  "/socket.io": { target: apiTarget, ws: true },
};

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: {
    // WEB_OUT_DIR lets parallel work build elsewhere without emptying the folder a running server serves.
    outDir: process.env.WEB_OUT_DIR ?? "../dist/web",
    emptyOutDir: true,
    sourcemap: true,
  },
  server: { proxy },
  preview: { proxy },
});
