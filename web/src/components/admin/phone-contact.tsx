import { MessageCircleIcon, PhoneIcon } from "lucide-react";
import { PhoneNumber } from "@/components/phone-number";
import { useI18n } from "@/lib/i18n";
import { formatPhone, phoneCallHref, whatsAppHref } from "@/lib/uae-phone";

/**
 * A customer's phone for staff: the number in its local form as a link that dials it, and beside it a link that
 * opens a WhatsApp chat with it. Each link is named for a screen reader by what it does and the number. A number
 * that is no UAE line (or an erased one) is shown as text, linked to nothing.
 */
export function PhoneContact({ phone, testId }: { phone: string; /** The call link's `data-testid` (its WhatsApp link's with "-whatsapp"). */ testId?: string }) {
  const { t } = useI18n();
  const call = phoneCallHref(phone);
  const chat = whatsAppHref(phone);
  if (!call || !chat) return <PhoneNumber phone={phone} />;
  const shown = formatPhone(phone);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <a
        href={call}
        dir="ltr"
        aria-label={t("adminOrders.phone.call", { phone: shown })}
        className="inline-flex min-h-11 items-center gap-2 font-semibold tabular-nums text-primary underline-offset-4 hover:underline"
        data-testid={testId}
      >
        <PhoneIcon aria-hidden="true" className="size-4" />
        {shown}
      </a>
      <a
        href={chat}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("adminOrders.phone.whatsApp", { phone: shown })}
        className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        data-testid={testId ? `${testId}-whatsapp` : undefined}
      >
        <MessageCircleIcon aria-hidden="true" className="size-4" />
        {t("adminOrders.phone.whatsAppShort")}
      </a>
    </span>
  );
}
