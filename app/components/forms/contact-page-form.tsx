import { Send } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { CheckboxField, TextAreaField, TextField } from "./field";
import {
  checkContactPage,
  emptyContactPage,
  privacyNote,
  termsConsentLead,
  termsConsentTail,
} from "./schemas";
import { useMessageForm } from "./use-message-form";

/** The contact page's message form: the terms box must be ticked (spec section 5). */
export function ContactPageForm() {
  const { values, errors, set, onSubmit, id } = useMessageForm({
    empty: emptyContactPage,
    check: checkContactPage,
    idPrefix: "contact",
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact form" className="grid gap-5">
      <TextField
        id={id("name")}
        label="Full name"
        required
        autoComplete="name"
        value={values.name}
        onChange={(e) => set("name", e.target.value)}
        error={errors.name}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={id("phone")}
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => set("phone", e.target.value)}
        />
        <TextField
          id={id("email")}
          label="Email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={(e) => set("email", e.target.value)}
          error={errors.email}
        />
      </div>
      <TextAreaField
        id={id("message")}
        label="Message"
        required
        value={values.message}
        onChange={(e) => set("message", e.target.value)}
        error={errors.message}
        hint={privacyNote}
      />
      <CheckboxField
        id={id("agreeToTerms")}
        checked={values.agreeToTerms}
        onCheckedChange={(checked) => set("agreeToTerms", checked)}
        error={errors.agreeToTerms}
      >
        {termsConsentLead}{" "}
        <Link to="/terms-of-service" className="font-medium text-brand-700 underline">
          terms and conditions
        </Link>{" "}
        {termsConsentTail}
      </CheckboxField>
      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          <Send aria-hidden="true" />
          Send Message
        </Button>
        <p className="mt-3 text-sm text-muted">
          <span aria-hidden="true" className="text-red-700">
            *
          </span>{" "}
          Required field
        </p>
      </div>
    </form>
  );
}
