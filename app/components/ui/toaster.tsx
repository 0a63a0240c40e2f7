import { lazy, Suspense } from "react";
import type { ToastText } from "~/components/forms/schemas";

// Toasts only ever follow a form submit, so sonner is loaded after the page is
// interactive instead of with every page's first JavaScript (about 10 kB gzip).
const SonnerToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** The app's single toast region (spec: success and destructive toasts). */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
        richColors
        closeButton
        duration={6000}
        toastOptions={{ classNames: { title: "text-base font-semibold", description: "text-sm" } }}
      />
    </Suspense>
  );
}

/** Shows a success or destructive toast with a title and a description. */
export async function showToast(kind: "success" | "error", text: ToastText) {
  const { toast } = await import("sonner");
  toast[kind](text.title, { description: text.description });
}
