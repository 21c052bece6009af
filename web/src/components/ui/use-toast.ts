import { useSyncExternalStore } from "react";
import { dismissToast, toast, toastStore } from "./toast-store";

export { dismissToast, toast };

export function useToast() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getToasts, toastStore.getToasts);
  return { toasts, toast, dismiss: dismissToast };
}
