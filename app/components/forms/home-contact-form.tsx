import { Send } from "lucide-react";
import { Button } from "~/components/ui/button";
import { CheckboxField, TextAreaField, TextField } from "./field";
import { checkHomeContact, emptyHomeContact, marketingConsentText, privacyNote } from "./schemas";
import { useMessageForm } from "./use-message-form";

/** The home page's message form (spec "Home /" contact section, section 5). */
export function HomeContactForm() {
  const { values, errors, set, onSubmit, id } = useMessageForm({
    empty: emptyHomeContact,
    check: checkHomeContact,
    idPrefix: "home-contact",
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Send us a message" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={id("name")}
          label="Full name"
          required
          autoComplete="name"
          value={values.name}
          onChange={(e) => set("name", e.target.value)}
          error={errors.name}
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
      <TextField
        id={id("phone")}
        label="Phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={(e) => set("phone", e.target.value)}
      />
      <TextAreaField
        id={id("message")}
        label="How can we help?"
        required
        value={values.message}
        onChange={(e) => set("message", e.target.value)}
        error={errors.message}
        hint={privacyNote}
      />
      <CheckboxField
        id={id("agreeToMarketing")}
        checked={values.agreeToMarketing}
        onCheckedChange={(checked) => set("agreeToMarketing", checked)}
      >
        {marketingConsentText}
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
