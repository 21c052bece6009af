import { lazy, Suspense, useEffect, useState } from "react";
import { toastStore } from "./toast-store";

// Radix's toast (with its layers, collection and presence helpers) is a sizeable part of the code a shopper would
// download before the first paint, and most visits never show a toast: it loads with the first one.
const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/**
 * Mount once near the root, in place of `<Toaster />`. Toasts raised before the code arrives wait in the store and
 * appear as soon as it has loaded; from then on the toaster stays mounted as before.
 */
export function LazyToaster() {
  const [needed, setNeeded] = useState(() => toastStore.getToasts().length > 0);
  useEffect(() => {
    if (needed) return;
    if (toastStore.getToasts().length > 0) {
      setNeeded(true);
      return;
    }
    return toastStore.subscribe((toasts) => {
      if (toasts.length > 0) setNeeded(true);
    });
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
