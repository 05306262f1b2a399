/** The query holding whatsapp/settings; the form replaces it with what a save answers. */
export const WHATSAPP_QUERY_KEY = ["whatsapp", "settings"] as const;
