import type { AdminCategoryRowAnswer } from "@/lib/contracts";

/** A category as GET /api/admin/categories lists it, with its product count; the slug is made by the server. */
export type Category = AdminCategoryRowAnswer;

/** The body of POST /api/admin/categories and PATCH /api/admin/categories/:id: the server's request. */
export type { CategoryRequest as CategoryInput } from "../../../../services/catalog/schemas.js";
