import type { BusinessAnswer } from "@/lib/contracts";

/** The seller's details as `GET`/`PUT /api/admin/business` read and set them (the server's contract). */
export type BusinessDetails = BusinessAnswer;
