import { bilingual } from "@/components/tax-document/bilingual";
import { PrintedDocumentPage, type PrintedDocumentTexts } from "@/components/tax-document/printed-document-page";
import { TaxDocument } from "@/components/tax-document/tax-document";
import { useCreditNote, type CreditNoteOptions } from "../api/get-credit-note";

/** A tax credit note from a VAT-registered shop, a plain credit note otherwise. */
const creditNoteTitle = { registered: bilingual("creditNote.title"), plain: bilingual("creditNote.plainTitle") };

const texts: PrintedDocumentTexts = {
  back: "creditNote.back",
  loading: "creditNote.loading",
  signIn: "creditNote.signIn",
  notFound: "creditNote.notFound",
  loadFailed: "creditNote.loadFailed",
};

/**
 * A return's credit note, printed as the invoice is (the same bilingual document, amounts positive): its CN number,
 * the invoice it corrects when the order had one, the returned lines, their share of the order's discount and the
 * totals credited. `options` reads hers or the back office's; `backTo` is the returns list it was opened from.
 */
export function CreditNotePage({ options, backTo }: { options: CreditNoteOptions; backTo: string }) {
  const note = useCreditNote(options);
  return (
    <PrintedDocumentPage query={note} backTo={backTo} texts={texts}>
      {(data) => (
        <TaxDocument
          document={{ number: data.creditNoteNumber, issuedAt: data.issuedAt, body: data }}
          title={creditNoteTitle}
          numberLabel={bilingual("creditNote.number")}
          reference={data.invoiceNumber ? { label: bilingual("creditNote.invoice"), number: data.invoiceNumber } : null}
        />
      )}
    </PrintedDocumentPage>
  );
}
