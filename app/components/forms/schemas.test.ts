import { describe, expect, it } from "vitest";
import {
  checkContactPage,
  checkHomeContact,
  emptyContactPage,
  emptyHomeContact,
  fieldMessages,
  marketingConsentText,
  termsConsentTail,
  toasts,
} from "./schemas";

const filledHome = {
  ...emptyHomeContact,
  name: "Ana Ruiz",
  email: "ana@example.org",
  message: "Question about membership",
};
const filledContact = {
  ...emptyContactPage,
  name: "Ana Ruiz",
  email: "ana@example.org",
  message: "Hello",
  agreeToTerms: true,
};

describe("home contact form rules", () => {
  it("accepts name, email and message with phone and consent left empty", () => {
    const verdict = checkHomeContact(filledHome);
    expect(verdict.ok).toBe(true);
    expect(verdict.toast).toEqual(toasts.sent);
    expect(toasts.sent.description).toContain("24 hours");
  });

  it("rejects a blank form with the spec's exact destructive toast and one message per required field", () => {
    const verdict = checkHomeContact(emptyHomeContact);
    expect(verdict.ok).toBe(false);
    expect(verdict.toast).toEqual({
      title: "Required fields missing",
      description: "Please fill in all required fields.",
    });
    if (!verdict.ok) {
      expect(verdict.errors).toEqual({
        name: fieldMessages.name,
        email: fieldMessages.email,
        message: fieldMessages.message,
      });
    }
  });

  it("treats whitespace as missing and a malformed email as a failed required field", () => {
    const verdict = checkHomeContact({ ...filledHome, name: "   ", email: "ana@" });
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) {
      expect(verdict.errors.name).toBe(fieldMessages.name);
      expect(verdict.errors.email).toBe(fieldMessages.emailFormat);
      expect(verdict.errors.message).toBeUndefined();
    }
  });
});

describe("contact page form rules", () => {
  it("blocks the submit without the terms box with the exact 'Terms Required' toast", () => {
    const verdict = checkContactPage({ ...filledContact, agreeToTerms: false });
    expect(verdict.ok).toBe(false);
    expect(verdict.toast).toEqual({
      title: "Terms Required",
      description: "Please agree to the terms and conditions to proceed.",
    });
    if (!verdict.ok) expect(Object.keys(verdict.errors)).toEqual(["agreeToTerms"]);
  });

  it("reports missing required fields before the terms box", () => {
    const verdict = checkContactPage(emptyContactPage);
    expect(verdict.toast.title).toBe("Required fields missing");
  });

  it("accepts a complete form with the terms ticked; phone stays optional", () => {
    expect(checkContactPage(filledContact).ok).toBe(true);
  });
});

describe("messaging consent wording", () => {
  it.each([marketingConsentText, termsConsentTail])(
    "says frequency varies, STOP and HELP",
    (text) => {
      expect(text).toMatch(/frequency varies/i);
      expect(text).toContain("STOP");
      expect(text).toContain("HELP");
    },
  );
});
