import { Menu, Phone, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { NavLink } from "react-router";
import { NEW_TAB, NewTabHint } from "~/components/ui/action-link";
import { buttonClasses } from "~/components/ui/button";
import { clinic, telHref } from "~/content/clinic";
import { headerNav, isMenu, type NavLink as NavLinkData } from "~/content/navigation";

const linkClasses =
  "flex min-h-12 items-center rounded-xl px-4 text-lg font-medium text-ink hover:bg-brand-50 " +
  "aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800";

function MobileLink({ link, onNavigate }: { link: NavLinkData; onNavigate: () => void }) {
  if (link.external) {
    return (
      <a href={link.href} {...NEW_TAB} className={linkClasses} onClick={onNavigate}>
        {link.name}
        <NewTabHint />
      </a>
    );
  }
  return (
    <NavLink to={link.href} end className={linkClasses} onClick={onNavigate}>
      {link.name}
    </NavLink>
  );
}

/**
 * The small-screen menu: a toggle with aria-expanded opening a stacked menu
 * in a modal panel (focus is trapped inside, Escape closes it and focus
 * returns to the toggle). Any link tap closes it.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex size-12 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50 xl:hidden"
        aria-label="Open menu"
      >
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-brand-900/40" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 w-full overflow-y-auto bg-white px-4 pb-10 shadow-card sm:w-96"
          aria-describedby={undefined}
        >
          <div className="flex h-16 items-center justify-between md:h-18">
            <Dialog.Title className="px-4 text-lg font-semibold text-brand-900">Menu</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-12 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50"
              aria-label="Close menu"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile">
            <ul role="list" className="space-y-1">
              {headerNav.map((entry) =>
                isMenu(entry) ? (
                  <li key={entry.name} className="pt-3">
                    <p className="px-4 pb-1 text-sm font-semibold tracking-wide text-accent-700 uppercase">
                      {entry.name}
                    </p>
                    <ul role="list" className="space-y-1">
                      {entry.items.map((item) => (
                        <li key={item.href}>
                          <MobileLink link={item} onNavigate={close} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={entry.name}>
                    <MobileLink link={entry} onNavigate={close} />
                  </li>
                ),
              )}
            </ul>
            <div className="mt-6 grid gap-3 border-t border-line pt-6">
              <a href={telHref(clinic.phone)} className={buttonClasses("outline")} onClick={close}>
                <Phone aria-hidden="true" />
                Call {clinic.phone.display}
              </a>
              <NavLink to="/patient-portal" className={buttonClasses("primary")} onClick={close}>
                Patient Portal
              </NavLink>
            </div>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
