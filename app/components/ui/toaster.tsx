import { Toaster as SonnerToaster } from "sonner";

/** The app's single toast region (spec: success and destructive toasts). */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      richColors
      closeButton
      duration={6000}
      toastOptions={{ classNames: { title: "text-base font-semibold", description: "text-sm" } }}
    />
  );
}
