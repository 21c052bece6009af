import type { InvoiceAnswer } from "@/lib/contracts";

export type Invoice = InvoiceAnswer;
