import { CheckboxField, SubmitRow, TextAreaField, TextField } from "./field";
import { checkHomeContact, emptyHomeContact, marketingConsentText, privacyNote } from "./schemas";
import { useMessageForm } from "./use-message-form";

/** The home page's message form (spec "Home /" contact section, section 5). */
export function HomeContactForm() {
  const { onSubmit, textField, checkboxField } = useMessageForm({
    empty: emptyHomeContact,
    check: checkHomeContact,
    idPrefix: "home-contact",
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Send us a message" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...textField("name")} label="Full name" required autoComplete="name" />
        <TextField
          {...textField("email")}
          label="Email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
        />
      </div>
      <TextField {...textField("phone")} label="Phone" type="tel" autoComplete="tel" />
      <TextAreaField
        {...textField("message")}
        label="How can we help?"
        required
        hint={privacyNote}
      />
      <CheckboxField {...checkboxField("agreeToMarketing")}>{marketingConsentText}</CheckboxField>
      <SubmitRow />
    </form>
  );
}
