import { ExternalLink as ExternalIcon, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { mailtoHref, telHref } from "~/content/clinic";
import type { Action } from "~/content/actions";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button";

export const NEW_TAB = { target: "_blank", rel: "noopener noreferrer" } as const;

/** Hidden text for links that open a new tab, so screen-reader users are told. */
export function NewTabHint() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}

export function actionHref(action: Action): string {
  switch (action.kind) {
    case "internal":
      return action.to;
    case "external":
      return action.href;
    case "phone":
      return telHref(action.phone);
    case "email":
      return mailtoHref(action.email);
  }
}

interface ActionLinkProps {
  action: Action;
  /** Render as plain text link instead of a button. */
  variant?: ButtonVariant | "text";
  size?: ButtonSize;
  className?: string;
  children?: ReactNode;
  /** Show the default icon (phone, mail, external) before/after the label. */
  icon?: boolean;
  onClick?: () => void;
}

/**
 * One component for every call to action: internal routes go through the
 * router (no document reload), external links open a new tab with
 * rel="noopener noreferrer", phones and email become tel:/mailto:.
 */
export function ActionLink({
  action,
  variant = "primary",
  size = "md",
  className,
  children,
  icon = true,
  onClick,
}: ActionLinkProps) {
  const classes =
    variant === "text"
      ? (className ??
        "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900")
      : buttonClasses(variant, size, className);
  const label = children ?? action.label;

  if (action.kind === "internal") {
    return (
      <Link to={action.to} className={classes} onClick={onClick}>
        {label}
      </Link>
    );
  }
  if (action.kind === "external") {
    return (
      <a href={action.href} {...NEW_TAB} className={classes} onClick={onClick}>
        {label}
        {icon && <ExternalIcon aria-hidden="true" />}
        <NewTabHint />
      </a>
    );
  }
  const Icon = action.kind === "phone" ? Phone : Mail;
  return (
    <a href={actionHref(action)} className={classes} onClick={onClick}>
      {icon && <Icon aria-hidden="true" />}
      {label}
    </a>
  );
}

/** A row of actions that wraps on small screens. */
export function ActionRow({
  actions,
  className,
  inverse = false,
}: {
  actions: readonly Action[];
  className?: string;
  inverse?: boolean;
}) {
  return (
    <div className={className ?? "flex flex-wrap gap-3"}>
      {actions.map((action, index) => (
        <ActionLink
          key={`${action.kind}-${action.label}`}
          action={action}
          variant={
            inverse ? (index === 0 ? "inverse" : "outline") : index === 0 ? "primary" : "outline"
          }
        />
      ))}
    </div>
  );
}
