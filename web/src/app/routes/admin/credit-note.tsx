// Outside the admin layout, so the back office's texts are registered here.
import "@/lib/i18n/admin";
import { useParams } from "react-router";
import { adminCreditNoteOptions } from "@/features/credit-notes/api/get-credit-note";
import { CreditNotePage } from "@/features/credit-notes/components/credit-note-page";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useI18n } from "@/lib/i18n";

export default function AdminCreditNoteRoute() {
  const { number = "" } = useParams();
  const { t } = useI18n();
  useDocumentTitle(t("creditNote.pageTitle", { number }));
  return <CreditNotePage key={number} options={adminCreditNoteOptions(number)} backTo="/admin/returns" />;
}
