import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useRef } from "react";
import { toast } from "@/components/ui/use-toast";
import { useI18n } from "@/lib/i18n";
import { watchForEndedSession } from "../lib/session";

/** Mounted once: tells the user, in their language, when their session ended on the server. */
export function SessionEndedWatch() {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const translate = useRef(t);
  useLayoutEffect(() => {
    translate.current = t;
  });
  useEffect(
    () =>
      watchForEndedSession(queryClient, () =>
        toast({ variant: "destructive", title: translate.current("auth.sessionEnded") }),
      ),
    [queryClient],
  );
  return null;
}
