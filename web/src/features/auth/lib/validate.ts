import type { MessageKey } from "@/lib/i18n";

/** Spec §5 and §9: the only password rule the client knows is this minimum length. */
export const PASSWORD_MIN_LENGTH = 6;

// Deliberately loose: the server is the judge; this only catches obvious typos before a round trip.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors<Field extends string> = Partial<Record<Field, MessageKey>>;

export interface LoginValues {
  username: string;
  password: string;
}

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  if (!values.username.trim()) errors.username = "auth.usernameRequired";
  if (!values.password) errors.password = "auth.passwordRequired";
  return errors;
}

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  const errors: FieldErrors<keyof RegisterValues> = {};
  if (!values.name.trim()) errors.name = "auth.nameRequired";
  const email = values.email.trim();
  if (!email) errors.email = "auth.emailRequired";
  else if (!emailShape.test(email)) errors.email = "auth.emailInvalid";
  if (!values.password) errors.password = "auth.passwordRequired";
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = "auth.passwordTooShort";
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
