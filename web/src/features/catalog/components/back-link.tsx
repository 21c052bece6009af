import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** "Back" points towards the reading start: left in English, right in Arabic. */
export function BackLink({ to, label, className }: { to: string; label: string; className?: string }) {
  return (
    <Button asChild variant="outline" size="sm" className={className}>
      <Link to={to}>
        <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
        {label}
      </Link>
    </Button>
  );
}
