/**
 * The two message forms' rules and every text they show (spec sections 3, 5
 * and 8). Components only render; this module decides. Unit-tested in
 * schemas.test.ts.
 */
// zod/mini: the same rules as "zod" at a fraction of the bytes every visitor downloads.
import * as z from "zod/mini";
import { clinic } from "~/content/clinic";

export interface ToastText {
  title: string;
  description: string;
}

export const toasts = {
  requiredMissing: {
    title: "Required fields missing",
    description: "Please fill in all required fields.",
  },
  termsRequired: {
    title: "Terms Required",
    description: "Please agree to the terms and conditions to proceed.",
  },
  sent: {
    title: "Message sent",
    description: "Thank you for reaching out. We'll get back to you within 24 hours.",
  },
} as const satisfies Record<string, ToastText>;

export const fieldMessages = {
  name: "Please enter your name.",
  email: "Please enter your email address.",
  emailFormat: "Please enter a valid email address, like name@example.com.",
  message: "Please enter a message.",
  terms: "Please agree to the terms and conditions.",
} as const;

/** Shown under both forms' message boxes: the forms are not for health information. */
export const privacyNote =
  "Please don't include medical details or other health information in this form. For anything urgent, call us; in an emergency, call 911.";

/** Messaging consent wording (spec section 5: frequency varies, STOP, HELP). */
export const marketingConsentText = `I agree to receive text messages and emails from ${clinic.name} about appointments, services and news. Message frequency varies. Message and data rates may apply. Reply STOP to opt out or HELP for help. Consent is not a condition of care.`;

export const termsConsentLead = "I agree to the";
export const termsConsentTail = `and to be contacted by ${clinic.name} by phone, text or email about my request. Message frequency varies. Message and data rates may apply. Reply STOP to opt out or HELP for help.`;

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));
const email = z.pipe(required(fieldMessages.email), z.email(fieldMessages.emailFormat));

export const homeContactSchema = z.object({
  name: required(fieldMessages.name),
  email,
  phone: z.string(),
  message: required(fieldMessages.message),
  agreeToMarketing: z.boolean(),
});

export const contactPageSchema = z.object({
  name: required(fieldMessages.name),
  phone: z.string(),
  email,
  message: required(fieldMessages.message),
  agreeToTerms: z.boolean(),
});

export type HomeContactValues = z.input<typeof homeContactSchema>;
export type ContactPageValues = z.input<typeof contactPageSchema>;

export const emptyHomeContact: HomeContactValues = {
  name: "",
  email: "",
  phone: "",
  message: "",
  agreeToMarketing: false,
};

export const emptyContactPage: ContactPageValues = {
  name: "",
  phone: "",
  email: "",
  message: "",
  agreeToTerms: false,
};

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export type Verdict<V> =
  { ok: true; toast: ToastText } | { ok: false; toast: ToastText; errors: FieldErrors<V> };

function fieldErrors<V>(error: z.core.$ZodError): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return errors as FieldErrors<V>;
}

/** Home form: name, email and message required; phone and consent optional. */
export function checkHomeContact(values: HomeContactValues): Verdict<HomeContactValues> {
  const result = homeContactSchema.safeParse(values);
  if (result.success) return { ok: true, toast: toasts.sent };
  return { ok: false, toast: toasts.requiredMissing, errors: fieldErrors(result.error) };
}

/**
 * Contact page form: the required fields first, then the terms box, which
 * blocks the submit with its own toast (spec section 8).
 */
export function checkContactPage(values: ContactPageValues): Verdict<ContactPageValues> {
  const result = contactPageSchema.safeParse(values);
  if (!result.success) {
    return { ok: false, toast: toasts.requiredMissing, errors: fieldErrors(result.error) };
  }
  if (!values.agreeToTerms) {
    return {
      ok: false,
      toast: toasts.termsRequired,
      errors: { agreeToTerms: fieldMessages.terms },
    };
  }
  return { ok: true, toast: toasts.sent };
}
