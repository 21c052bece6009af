import type { MessageKey } from "@/lib/i18n";
import type { CodStatus } from "../types";

export const codStatusLabel: Record<CodStatus, MessageKey> = {
  auto: "admin.customers.cod.auto",
  allowed: "admin.customers.cod.allowed",
  blocked: "admin.customers.cod.blocked",
};

export const codStatusVariant: Record<CodStatus, "outline" | "success" | "destructive"> = {
  auto: "outline",
  allowed: "success",
  blocked: "destructive",
};
