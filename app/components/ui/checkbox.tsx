import { Check, Minus } from "lucide-react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/class-names";

/** Radix checkbox: checked, unchecked or indeterminate, keyboard and label friendly. */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        "peer inline-flex size-6 shrink-0 items-center justify-center rounded-md border-2 border-brand-700 bg-white text-white",
        "data-[state=checked]:bg-brand-700 data-[state=indeterminate]:bg-brand-700",
        "aria-invalid:border-red-700",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="group">
        <Check
          aria-hidden="true"
          className="size-4 group-data-[state=indeterminate]:hidden"
          strokeWidth={3}
        />
        <Minus
          aria-hidden="true"
          className="hidden size-4 group-data-[state=indeterminate]:block"
          strokeWidth={3}
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
