import type { MessageKey } from "@/lib/i18n";
import type { UserRole } from "../types";

export const roleLabel: Record<UserRole, MessageKey> = {
  customer: "admin.customers.role.customer",
  auditor: "admin.customers.role.auditor",
  admin: "admin.customers.role.admin",
};
