// Test helper: renders a form the way the app does, inside a router and next
// to the app's toaster.
//
// sonner keeps its toasts in module state, so each form's tests live in their
// own file (Vitest isolates modules per file) and one test's toast can never
// satisfy another's assertion.
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { Toaster } from "~/components/ui/toaster";

export function renderForm(form: ReactNode) {
  return render(
    <MemoryRouter>
      {form}
      <Toaster />
    </MemoryRouter>,
  );
}
