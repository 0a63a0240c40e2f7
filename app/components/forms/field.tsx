import { Send } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { cn } from "~/lib/class-names";

const controlClasses =
  "mt-1.5 block w-full rounded-xl border border-slate-400 bg-white px-4 py-3 text-base text-ink " +
  "placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus-visible:outline-3 " +
  "focus-visible:outline-offset-1 focus-visible:outline-accent-500 aria-invalid:border-red-700 aria-invalid:bg-red-50/40";

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

function FieldShell({ id, label, required, error, hint, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className="font-medium text-ink">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-muted"> (optional)</span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return (
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
  );
}

type TextFieldProps = Omit<ComponentProps<"input">, "id"> & {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
};

export function TextField({
  id,
  label,
  required,
  error,
  hint,
  className,
  ...props
}: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(controlClasses, className)}
        {...props}
      />
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<ComponentProps<"textarea">, "id"> & {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
};

export function TextAreaField({
  id,
  label,
  required,
  error,
  hint,
  className,
  ...props
}: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      <textarea
        id={id}
        rows={5}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(controlClasses, "resize-y", className)}
        {...props}
      />
    </FieldShell>
  );
}

export function CheckboxField({
  id,
  checked,
  onCheckedChange,
  error,
  children,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(state) => onCheckedChange(state === true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5"
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-muted">
          {children}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 ml-9 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The submit button and the legend for the required-field asterisk. */
export function SubmitRow() {
  return (
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
  );
}
