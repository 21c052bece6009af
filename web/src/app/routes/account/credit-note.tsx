import { useParams } from "react-router";
import { hersCreditNoteOptions } from "@/features/credit-notes/api/get-credit-note";
import { CreditNotePage } from "@/features/credit-notes/components/credit-note-page";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useI18n } from "@/lib/i18n";

/** Her return's credit note, printable: outside the store's layout, so nothing but the document prints. */
export default function AccountCreditNoteRoute() {
  const { id = "" } = useParams();
  const { t } = useI18n();
  useDocumentTitle(t("creditNote.plainTitle"));
  return <CreditNotePage key={id} options={hersCreditNoteOptions(id)} backTo="/account/returns" />;
}
