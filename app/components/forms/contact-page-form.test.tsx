import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderForm } from "./render-form";
import { ContactPageForm } from "./contact-page-form";

describe("ContactPageForm", () => {
  it("blocks a complete form until the terms box is ticked", async () => {
    const user = userEvent.setup();
    renderForm(<ContactPageForm />);
    await user.type(screen.getByLabelText(/full name/i), "Ana Ruiz");
    await user.type(screen.getByLabelText(/^email/i), "ana@example.org");
    await user.type(screen.getByLabelText(/^message/i), "Hello");
    await user.click(screen.getByRole("button", { name: /send message/i }));

    expect(await screen.findByText("Terms Required")).toBeInTheDocument();
    expect(
      screen.getByText("Please agree to the terms and conditions to proceed."),
    ).toBeInTheDocument();
    const terms = screen.getByRole("checkbox");
    expect(terms).toHaveAttribute("aria-invalid", "true");
    expect(terms).toHaveFocus();
    expect(screen.getByLabelText(/full name/i)).toHaveValue("Ana Ruiz");
    expect(screen.getByRole("link", { name: "terms and conditions" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );

    await user.click(terms);
    await user.click(screen.getByRole("button", { name: /send message/i }));
    expect(await screen.findByText("Message sent")).toBeInTheDocument();
    expect(screen.getByLabelText(/full name/i)).toHaveValue("");
    expect(screen.getByRole("checkbox")).not.toBeChecked();
  });
});
