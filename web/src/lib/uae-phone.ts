/** The server's rule for a delivery phone, shared (rules/uae-phone.ts): the form says so before sending. */
export { isUaePhone } from "../../../rules/uae-phone.js";
