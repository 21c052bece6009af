import { PlusIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";

interface FormSectionProps {
  title: string;
  /** A message about the list as a whole, e.g. that at least one row is required. */
  message?: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}

/** A titled group of repeating rows with its Add button after the last row, where the next one will appear. */
export function FormSection({ title, message, addLabel, onAdd, children }: FormSectionProps) {
  const headingId = useId();
  const messageId = `${headingId}-message`;
  return (
    <section aria-labelledby={headingId} aria-describedby={message ? messageId : undefined} className="grid gap-3">
      <h3 id={headingId} className="text-base font-bold">
        {title}
      </h3>
      {message ? (
        <p id={messageId} className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
      {children}
      <Button variant="outline" size="sm" className="w-fit" onClick={onAdd}>
        <PlusIcon aria-hidden="true" />
        {addLabel}
      </Button>
    </section>
  );
}
