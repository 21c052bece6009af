import { type ComponentProps, useId } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

type TextAreaFieldProps = Omit<ComponentProps<typeof Textarea>, "id"> & { label: string; hint?: string };

/** The multi-line sibling of TextField, for the optional delivery note. */
export function TextAreaField({ label, hint, className, ...props }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} aria-describedby={hint ? hintId : undefined} {...props} />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
