import { Link } from "react-router";
import { CheckboxField, SubmitRow, TextAreaField, TextField } from "./field";
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
  const { onSubmit, textField, checkboxField } = useMessageForm({
    empty: emptyContactPage,
    check: checkContactPage,
    idPrefix: "contact",
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact form" className="grid gap-5">
      <TextField {...textField("name")} label="Full name" required autoComplete="name" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...textField("phone")} label="Phone" type="tel" autoComplete="tel" />
        <TextField
          {...textField("email")}
          label="Email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
        />
      </div>
      <TextAreaField {...textField("message")} label="Message" required hint={privacyNote} />
      <CheckboxField {...checkboxField("agreeToTerms")}>
        {termsConsentLead}{" "}
        <Link to="/terms-of-service" className="font-medium text-brand-700 underline">
          terms and conditions
        </Link>{" "}
        {termsConsentTail}
      </CheckboxField>
      <SubmitRow />
    </form>
  );
}
