import { MessageSquareHeart, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { ActionLink } from "~/components/ui/action-link";
import { actions } from "~/content/actions";
import { cn } from "~/lib/class-names";

/** Spec section 9: the button appears once the page is scrolled more than 300 px. */
export const FLOATING_CTA_THRESHOLD = 300;

/**
 * The floating "Get Started" button on / and /about. It opens a small panel
 * with Book Appointment (external) and Call Now (tel:), and reads "Close"
 * while open. Escape closes the panel and returns focus to the button.
 */
export function FloatingCta() {
  const [visible, setVisible] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    const update = () => setVisible(window.scrollY > FLOATING_CTA_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible && !open) return null;

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div
      className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3 md:right-6 md:bottom-6"
      onKeyDown={onKeyDown}
    >
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label="Get started"
          className="w-64 rounded-card border border-line bg-white p-4 shadow-card"
        >
          <p className="mb-3 font-semibold text-brand-900">How would you like to start?</p>
          <div className="grid gap-2">
            <ActionLink action={actions.bookAppointment} className="w-full" />
            <ActionLink action={actions.callNow} variant="outline" className="w-full" />
          </div>
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          "inline-flex min-h-14 items-center gap-2 rounded-full px-6 text-lg font-semibold text-white shadow-lg",
          open ? "bg-brand-900" : "bg-accent-700 hover:bg-accent-600",
        )}
      >
        {open ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <MessageSquareHeart aria-hidden="true" className="size-5" />
        )}
        {open ? "Close" : "Get Started"}
      </button>
    </div>
  );
}
