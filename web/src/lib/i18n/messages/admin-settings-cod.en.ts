/** The back office's settings of an order's COD life (ADR 057). */
export const adminSettingsCodEn = {
  "admin.settings.lifeTitle": "Confirmation and delivery",
  "admin.settings.lifeDescription": "How long an order may wait for its confirmation, and how often the courier tries to deliver.",
  "admin.settings.unconfirmedCancelHours": "Cancel unconfirmed orders after (hours)",
  "admin.settings.unconfirmedCancelHoursHint": "0 keeps every order until staff act on it. The shopper is mailed when the store cancels.",
  "admin.settings.unconfirmedCancelHoursInvalid": "Enter a whole number of hours from 0 to 720",
  "admin.settings.maxDeliveryAttempts": "Delivery attempts before the parcel comes back",
  "admin.settings.maxDeliveryAttemptsHint": "The attempt that reaches this number without a delivery sends the parcel back.",
  "admin.settings.maxDeliveryAttemptsInvalid": "Enter a whole number from 1 to 10",
  "admin.settings.lifeSave": "Save delivery settings",
  "admin.settings.lifeSaving": "Saving delivery settings...",
  "admin.settings.codFeeTooPrecise": "COD fee must have at most two decimals",
} as const;
