import { LoaderCircleIcon, type LucideIcon } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { FormAlert } from "@/components/admin/form-alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";

interface SettingsCardProps {
  icon: LucideIcon;
  /** Mirrored in right-to-left pages (an icon that points one way). */
  mirrorIcon?: boolean;
  title: string;
  description: string;
  /** The server's refusal, in the admin's language. */
  error: string | null;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** One card of the settings page: a form with its heading, fields, the server's refusal and its save button. */
export function SettingsCard({ icon: Icon, mirrorIcon, title, description, error, pending, submitLabel, pendingLabel, onSubmit, children }: SettingsCardProps) {
  return (
    <Card className="max-w-xl">
      <form noValidate onSubmit={onSubmit}>
        <CardHeader>
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-primary">
              <Icon aria-hidden="true" className={mirrorIcon ? "size-5 rtl:-scale-x-100" : "size-5"} />
            </span>
            <h2 className="text-lg font-bold">{title}</h2>
          </div>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {children}
          <FormAlert message={error} />
        </CardContent>
        <CardFooter className="border-t pt-4">
          <Button type="submit" disabled={pending}>
            {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            {pending ? pendingLabel : submitLabel}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
