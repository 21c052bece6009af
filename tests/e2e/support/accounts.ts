/** The administrator global-setup.ts asks the store to create (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const adminAccount = { email: "admin@store.test", password: "admin-pass-123" } as const;

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@store.test`;
}
