// Imported first by run.ts: remembers who listened to SIGINT/SIGTERM before any bench module loaded (tsx's own
// relay, which must stay), so the runner can later drop listeners that libraries added (see scope.ts).
export const baselineListeners = {
  SIGINT: new Set(process.listeners('SIGINT')),
  SIGTERM: new Set(process.listeners('SIGTERM')),
};
