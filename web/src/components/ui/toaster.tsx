import { useI18n } from "@/lib/i18n";
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { TOAST_DURATION } from "./toast-store";
import { useToast } from "./use-toast";

/**
 * Mount once near the root. F8 (Radix's default hotkey) moves focus to the notifications. A toast is swiped away
 * toward the edge it sits on (spec §4: right, in a left-to-right page; the left edge in Arabic).
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const { t, dir } = useI18n();
  return (
    <ToastProvider
      duration={TOAST_DURATION}
      swipeDirection={dir === "rtl" ? "left" : "right"}
      swipeThreshold={50}
      label={t("toast.label")}
    >
      {toasts.map(({ id, title, description, variant, open, action, duration }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action ? (
            <ToastAction altText={action.altText ?? action.label} onClick={action.onSelect}>
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose label={t("common.close")} />
        </Toast>
      ))}
      <ToastViewport label={t("toast.region")} />
    </ToastProvider>
  );
}
