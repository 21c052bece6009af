// The page's entry. The styles are imported here so index.html links them (render-blocking, as the skeleton needs
// them); the app itself is a separate chunk that index.html preloads (see vite.config.ts) but that runs only after
// the browser has painted index.html's skeleton. Evaluating the app's code takes a while on a phone, and a paint
// that waits for it shows a blank page all that time.
import "./fonts.css";
import "./index.css";

let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import("./main");
}

// A frame callback runs just before a paint; the timeout it sets runs after that paint.
requestAnimationFrame(() => setTimeout(start, 0));
// Frames are not produced for a tab opened in the background: start anyway.
setTimeout(start, 300);
