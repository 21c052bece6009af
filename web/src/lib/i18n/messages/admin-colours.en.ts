import type { Message } from "../types";

/** The store's managed colours in the back office. Admin texts only (`admin-en.ts`). */
export const adminColoursEn = {
  "admin.nav.colours": "Colours",
  "adminColours.title": "Colours",
  "adminColours.add": "Add a colour",
  "adminColours.addButton": "Add colour",
  "adminColours.nameEn": "English name",
  "adminColours.nameAr": "Arabic name",
  "adminColours.hex": "Swatch (#rrggbb)",
  "adminColours.pick": "Pick the swatch",
  "adminColours.edit": "Edit {name}",
  "adminColours.cancel": "Cancel",
  "adminColours.save": "Save colour",
  "adminColours.saved": "Colour saved",
  "adminColours.added": "Colour added",
  "adminColours.loading": "Loading colours...",
  "adminColours.loadFailed": "The colours could not be loaded.",
} as const satisfies Record<string, Message>;
