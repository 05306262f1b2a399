export const PAYMENT_SETTINGS_QUERY_KEY = ["payments", "settings"] as const;
export const statementLinesQueryKey = (status: string) => ["payments", "statementLines", status] as const;
