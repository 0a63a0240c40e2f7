import { ChevronDown, Phone } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { Link, NavLink } from "react-router";
import { NEW_TAB, NewTabHint } from "~/components/ui/action-link";
import { buttonClasses } from "~/components/ui/button";
import { clinic, telHref } from "~/content/clinic";
import { headerNav, isMenu, type NavLink as NavLinkData, type NavMenu } from "~/content/navigation";
import { cn } from "~/lib/class-names";
import { ClinicLogo } from "./clinic-logo";
import { MobileNav } from "./mobile-nav";

const topLinkClasses =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-3 text-[0.95rem] font-medium text-ink " +
  "hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-700 aria-[current=page]:font-semibold";

function TopLink({ link }: { link: NavLinkData }) {
  if (link.external) {
    return (
      <NavigationMenu.Link href={link.href} {...NEW_TAB} className={topLinkClasses}>
        {link.name}
        <NewTabHint />
      </NavigationMenu.Link>
    );
  }
  return (
    <NavigationMenu.Link asChild>
      <NavLink to={link.href} end className={topLinkClasses}>
        {link.name}
      </NavLink>
    </NavigationMenu.Link>
  );
}

function DropdownMenu({ menu }: { menu: NavMenu }) {
  return (
    <>
      <NavigationMenu.Trigger
        className={cn(topLinkClasses, "group gap-1 data-[state=open]:bg-brand-50")}
      >
        {menu.name}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
        />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2 w-72 rounded-card border border-line bg-white p-2 shadow-card">
        <ul role="list">
          {menu.items.map((item) => (
            <li key={item.href}>
              <NavigationMenu.Link asChild>
                <NavLink
                  to={item.href}
                  end
                  className="flex min-h-11 items-center rounded-lg px-3 text-[0.95rem] text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                >
                  {item.name}
                </NavLink>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
    </>
  );
}

/** Header on every page (spec "Navigation bar"). Desktop dropdowns; a menu toggle below 1280 px. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 max-w-[84rem] items-center justify-between gap-4 md:h-18">
        <Link to="/" className="shrink-0 rounded-lg" aria-label={`${clinic.name}, home`}>
          <ClinicLogo />
        </Link>

        <NavigationMenu.Root aria-label="Main" className="hidden xl:block" delayDuration={100}>
          <NavigationMenu.List className="flex items-center gap-0.5">
            {headerNav.map((entry) => (
              <NavigationMenu.Item key={entry.name} className="relative">
                {isMenu(entry) ? <DropdownMenu menu={entry} /> : <TopLink link={entry} />}
              </NavigationMenu.Item>
            ))}
          </NavigationMenu.List>
        </NavigationMenu.Root>

        <div className="flex items-center gap-2">
          <a
            href={telHref(clinic.phone)}
            className="hidden min-h-11 items-center gap-2 whitespace-nowrap rounded-full px-3 font-semibold text-brand-800 hover:bg-brand-50 md:inline-flex"
          >
            <Phone aria-hidden="true" className="size-4" />
            <span className="sr-only">Call </span>
            {clinic.phone.display}
          </a>
          <a
            href={telHref(clinic.phone)}
            aria-label={`Call ${clinic.phone.display}`}
            className="inline-flex size-12 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 md:hidden"
          >
            <Phone aria-hidden="true" className="size-5" />
          </a>
          <Link
            to="/patient-portal"
            className={buttonClasses("primary", "sm", "whitespace-nowrap max-sm:hidden")}
          >
            Patient Portal
          </Link>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
