import type { PageAnswer } from "@/lib/contracts";
import type { PageRequest } from "../../../../services/content/schemas.js";

/** A text page as GET /api/admin/pages lists it: all six, with empty texts until written. */
export type AdminPage = PageAnswer;

/** The body of PUT /api/admin/pages/:key. */
export type PageInput = PageRequest;
