import type { ReactNode } from "react";

/** Spec §4/§9: one toast on screen; a dismissed toast stays mounted long enough for its exit animation and then some. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export type ToastVariant = "default" | "destructive";

/** A button in the toast that follows up on its message (e.g. opening the order just placed). */
export interface ToastAction {
  label: string;
  onSelect: () => void;
  /** For screen-reader users, who hear the toast but may not reach its button: how else to do the same. The label by default. */
  altText?: string;
}

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ToastAction;
  /** How long it stays, in ms, when it asks more of her than a glance (TOAST_DURATION by default). */
  duration?: number;
}

export interface ToastRecord extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = (toasts: readonly ToastRecord[]) => void;

export function createToastStore(schedule: (fn: () => void, ms: number) => unknown = setTimeout) {
  let toasts: readonly ToastRecord[] = [];
  let nextId = 0;
  const listeners = new Set<Listener>();
  const pendingRemovals = new Set<string>();

  const set = (next: readonly ToastRecord[]) => {
    toasts = next;
    for (const listener of listeners) listener(toasts);
  };

  const scheduleRemoval = (id: string) => {
    if (pendingRemovals.has(id)) return;
    pendingRemovals.add(id);
    schedule(() => {
      pendingRemovals.delete(id);
      set(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY);
  };

  const dismiss = (id?: string) => {
    for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
    set(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  };

  const toast = (input: ToastInput) => {
    nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(nextId);
    // The newest toast goes first and the limit cuts the rest: a new message replaces the one on screen.
    set([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
    return {
      id,
      dismiss: () => dismiss(id),
      update: (changes: ToastInput) => set(toasts.map((t) => (t.id === id ? { ...t, ...changes } : t))),
    };
  };

  return {
    toast,
    dismiss,
    getToasts: () => toasts,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

const appToasts = createToastStore();

/** Shows a notification from anywhere: components, mutation callbacks, plain functions. */
export const toast = appToasts.toast;
export const dismissToast = appToasts.dismiss;
export const toastStore = appToasts;
