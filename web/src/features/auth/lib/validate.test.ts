import { describe, expect, it } from "vitest";
import { hasErrors, validateLogin, validateRegister } from "./validate";

describe("login validation", () => {
  it("requires both fields", () => {
    expect(validateLogin({ username: "  ", password: "" })).toEqual({
      username: "auth.usernameRequired",
      password: "auth.passwordRequired",
    });
  });

  it("accepts any filled-in pair, leaving the credentials check to the server", () => {
    expect(hasErrors(validateLogin({ username: "admin@store.test", password: "x" }))).toBe(false);
  });
});

describe("register validation", () => {
  it("requires name, email and password", () => {
    expect(validateRegister({ name: "", email: "", password: "" })).toEqual({
      name: "auth.nameRequired",
      email: "auth.emailRequired",
      password: "auth.passwordRequired",
    });
  });

  it("rejects a password shorter than 6 characters and accepts exactly 6", () => {
    const base = { name: "Mariam", email: "mariam@example.com" };
    expect(validateRegister({ ...base, password: "12345" }).password).toBe("auth.passwordTooShort");
    expect(validateRegister({ ...base, password: "123456" })).toEqual({});
  });

  it("flags an email without a domain", () => {
    expect(validateRegister({ name: "Mariam", email: "mariam@", password: "123456" }).email).toBe("auth.emailInvalid");
  });
});
