import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/use-toast";
import { accountOrdersKey } from "@/features/account/api/get-orders";
import { notificationsKey } from "@/features/account/api/notifications";
import { describeNotification } from "@/features/account/lib/describe-notification";
import { useLiveEvents } from "@/features/live/hooks/use-live-events";
import { myReturnsKey } from "@/features/returns/api/get-my-returns";
import type { LiveEvent } from "@/features/live/types";
import { useI18n } from "@/lib/i18n";

/**
 * Where the live feed meets a shopper's cached reads: her orders (the list and each order's page, whose keys share
 * the prefix) and her notifications (the list and the bell's count) are read again when the server says they moved.
 */
export function applyAccountLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  const reread = (...keys: readonly (readonly string[])[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  switch (event.type) {
    case "resync":
      reread(accountOrdersKey, notificationsKey, myReturnsKey);
      return;
    case "order:status-changed":
    // Her order's items or address changed (ADR 067).
    case "order:updated":
      reread(accountOrdersKey);
      return;
    case "account:notification":
    case "account:notifications-read":
      reread(notificationsKey);
      return;
    // Her return moved on (ADR 067): her returns, and the order's page that offers what is left to return.
    case "return:status-changed":
      reread(myReturnsKey, accountOrdersKey);
      return;
  }
}

/**
 * Keeps a signed-in shopper's orders and notifications current on every store page while she is signed in, and says
 * each new notification in a toast (her order shipped, was edited, a size is back), with a way to the page it is about.
 */
export function useAccountLiveSync(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t, format } = useI18n();
  useLiveEvents((event) => {
    applyAccountLiveEvent(queryClient, event);
    if (event.type !== "account:notification") return;
    // Her checkout already thanked her for the order itself.
    if (event.payload.kind === "order-status" && event.payload.params.status === "placed") return;
    const { text, to } = describeNotification(event.payload, t, format);
    toast({
      title: text,
      ...(to ? { action: { label: t("account.notifications.open"), onSelect: () => navigate(to) } } : {}),
    });
  });
}
