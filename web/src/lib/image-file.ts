import type { MessageKey } from "./i18n";

/** The server refuses inline images above this size (ADR 009); checking first saves a long upload that would fail. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageFileProblem = Extract<MessageKey, "admin.catalog.notAnImage" | "admin.catalog.imageTooLarge">;

/** Why a chosen file cannot be sent as an image, or null when it can. */
export function imageFileProblem(file: Pick<File, "type" | "size">): ImageFileProblem | null {
  // SVG can carry script and the server refuses it; the "accept" filter of the chooser is only a suggestion.
  if (!file.type.startsWith("image/") || file.type === "image/svg+xml") return "admin.catalog.notAnImage";
  if (file.size > MAX_IMAGE_BYTES) return "admin.catalog.imageTooLarge";
  return null;
}

/** Reads a file into an inline `data:` URL, which the API accepts as an image and stores on its side. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("empty")));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.readAsDataURL(file);
  });
}
