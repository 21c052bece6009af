import type { PageAnswer } from "@/lib/contracts";

/** A text page as GET /api/pages/:key answers it; texts are empty until an admin writes the page. */
export type StorePage = PageAnswer;
