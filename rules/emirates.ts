/**
 * The seven emirates a delivery address is in, by key: the server's schemas and events take these keys, and the web
 * shows each in the reader's language.
 */
export const emirateKeys = ['abu-dhabi', 'dubai', 'sharjah', 'ajman', 'umm-al-quwain', 'ras-al-khaimah', 'fujairah'] as const;
export type EmirateKey = (typeof emirateKeys)[number];
