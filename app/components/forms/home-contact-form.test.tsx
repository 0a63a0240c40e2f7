import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderForm } from "./render-form";
import { HomeContactForm } from "./home-contact-form";

describe("HomeContactForm", () => {
  it("on an empty submit marks the required fields, focuses the first and shows the destructive toast", async () => {
    const user = userEvent.setup();
    renderForm(<HomeContactForm />);
    await user.click(screen.getByRole("button", { name: /send message/i }));

    expect(await screen.findByText("Required fields missing")).toBeInTheDocument();
    expect(screen.getByText("Please fill in all required fields.")).toBeInTheDocument();
    const name = screen.getByLabelText(/full name/i);
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/^email/i)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/how can we help/i)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/^phone/i)).not.toHaveAttribute("aria-invalid");
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription("Please enter your name.");
  });

  it("keeps the input on failure and clears every field, consent included, on success", async () => {
    const user = userEvent.setup();
    renderForm(<HomeContactForm />);
    await user.type(screen.getByLabelText(/full name/i), "Ana Ruiz");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: /send message/i }));
    expect(screen.getByLabelText(/full name/i)).toHaveValue("Ana Ruiz");
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(screen.getByLabelText(/^email/i)).toHaveFocus();

    await user.type(screen.getByLabelText(/^email/i), "ana@example.org");
    await user.type(screen.getByLabelText(/^phone/i), "612 555 0100");
    await user.type(screen.getByLabelText(/how can we help/i), "Do you take new patients?");
    await user.click(screen.getByRole("button", { name: /send message/i }));

    expect(await screen.findByText("Message sent")).toBeInTheDocument();
    for (const label of [/full name/i, /^email/i, /^phone/i, /how can we help/i]) {
      expect(screen.getByLabelText(label)).toHaveValue("");
    }
    expect(screen.getByRole("checkbox")).not.toBeChecked();
  });
});
