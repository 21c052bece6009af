import { useRef } from "react";

type AutoFocusHandler = (event: Event) => void;

/**
 * Radix gives focus back on close only to its own Trigger; our dialogs are opened from buttons elsewhere (a row's
 * edit or delete, a page's "Add"), so without this focus fell to the top of the page. This remembers what had focus
 * when the dialog opened and returns there; if that control is gone (its row deleted), to the page's main region.
 * The caller's own handlers still run first and may prevent it.
 */
export function useFocusReturn(props: { onOpenAutoFocus?: AutoFocusHandler; onCloseAutoFocus?: AutoFocusHandler }) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      // Runs before focus moves into the dialog: the active element is still the control that opened it.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      props.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      props.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const remembered = opener.current;
      opener.current = null;
      const target = remembered?.isConnected && remembered !== document.body ? remembered : document.getElementById("main");
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
