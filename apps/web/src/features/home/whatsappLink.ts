import { onlyDigits } from "@quadra/shared";

/** wa.me wants the country code; tenants store the number with area code only. */
export const whatsappLink = (wa: string) => {
  const digits = onlyDigits(wa);
  return `https://wa.me/${digits.length >= 12 && digits.startsWith("55") ? digits : `55${digits}`}`;
};
