import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useLiveStatus } from "../hooks/use-live-events";
import type { LiveStatus } from "../types";

const looks: Record<LiveStatus, { dot: string; label: "live.on" | "live.connecting" | "live.off" }> = {
  connected: { dot: "bg-emerald-500", label: "live.on" },
  connecting: { dot: "bg-amber-400 animate-pulse", label: "live.connecting" },
  disconnected: { dot: "bg-destructive animate-pulse", label: "live.off" },
};

/** Tells the admin whether the figures on screen follow the shop by themselves or may be out of date. */
export function LiveIndicator() {
  const { t } = useI18n();
  const status = useLiveStatus();
  const look = looks[status];
  return (
    <p
      role="status"
      data-testid="live-status"
      data-status={status}
      className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-semibold text-muted-foreground"
    >
      <span aria-hidden="true" className={cn("size-2 rounded-full", look.dot)} />
      {t(look.label)}
    </p>
  );
}
