import type { Message } from "../types";

/** The back office's Pages screen: the footer's text pages. */
export const adminPagesEn = {
  "admin.nav.pages": "Pages",
  "admin.pages.title": "Pages",
  "admin.pages.intro": "The pages behind the shop's footer links. Each is shown to shoppers in their language.",
  "admin.pages.loading": "Loading pages...",
  "admin.pages.loadFailed": "The pages could not be loaded.",
  "admin.pages.colPage": "Page",
  "admin.pages.colTitle": "Title",
  "admin.pages.colUpdated": "Last saved",
  "admin.pages.unwritten": "Not written yet",
  "admin.pages.editTitle": "Edit page: {page}",
  "admin.pages.formDescription": "Shoppers read the title and text in their language.",
  "admin.pages.titleEn": "Title (English)",
  "admin.pages.titleAr": "Title (Arabic)",
  "admin.pages.bodyEn": "Text (English)",
  "admin.pages.bodyAr": "Text (Arabic)",
  "admin.pages.length": "{count} of {max} characters",
  "admin.pages.paragraphHint": "Leave an empty line between paragraphs.",
  "admin.pages.titleEnRequired": "English title is required",
  "admin.pages.titleArRequired": "Arabic title is required",
  "admin.pages.bodyEnRequired": "English text is required",
  "admin.pages.bodyArRequired": "Arabic text is required",
  "admin.pages.bodyTooLong": "At most {max} characters",
  "admin.pages.save": "Save Page",
  "admin.pages.updated": "Page saved successfully",
} as const satisfies Record<string, Message>;
