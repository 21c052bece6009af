import { describe, expect, it } from "vitest";
import { businessErrorsFromServer, readBusinessDraft, type BusinessDraft } from "./business-form";

const draft: BusinessDraft = {
  legalNameEn: " Sakina LLC ",
  legalNameAr: "سكينة ذ.م.م",
  addressEn: "Dubai",
  addressAr: "دبي",
  trn: "100 1234 5670 0003",
  vatRegistered: true,
};

describe("the business details form", () => {
  it("sends the texts trimmed and the TRN as its 15 digits", () => {
    expect(readBusinessDraft(draft)).toEqual({
      input: { legalNameEn: "Sakina LLC", legalNameAr: "سكينة ذ.م.م", addressEn: "Dubai", addressAr: "دبي", trn: "100123456700003", vatRegistered: true },
    });
    expect(readBusinessDraft({ ...draft, trn: "", vatRegistered: false })).toMatchObject({ input: { trn: null, vatRegistered: false } });
  });

  it("names each field that is wrong", () => {
    expect(readBusinessDraft({ ...draft, legalNameAr: " ", addressEn: "a\nb", trn: "12345" })).toEqual({
      errors: { legalNameAr: "business.error.legalNameAr", addressEn: "business.error.singleLine", trn: "business.error.trn" },
    });
    expect(readBusinessDraft({ ...draft, trn: "" })).toEqual({ errors: { trn: "business.error.trnRequired" } });
    expect(businessErrorsFromServer(["trn", "legalNameEn", "other"])).toEqual({ trn: "business.error.trn", legalNameEn: "business.error.invalid" });
  });
});
