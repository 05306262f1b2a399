import type { InputBaseProps } from "@mantine/core";
import { InputBase } from "@mantine/core";
import { IMaskInput } from "react-imask";

export const MASKS = {
  cpf: "000.000.000-00",
  cep: "00000-000",
  phone: [{ mask: "(00) 0000-0000" }, { mask: "(00) 00000-0000" }],
  // The alphanumeric CNPJ (from July 2026): 12 letters or digits, then 2 check digits.
  cnpj: "##.###.###/####-00",
} as const;

type MaskName = keyof typeof MASKS;

/** Mask options beyond the pattern: `#` is a letter or digit, typed letters become capitals. */
const MASK_OPTIONS: Partial<Record<MaskName, object>> = {
  cnpj: {
    definitions: { "#": /[0-9A-Za-z]/ },
    prepareChar: (char: string) => char.toUpperCase(),
  },
};

/** A Mantine input with a react-imask mask; reports the masked text through onChange. */
export const MaskedInput = ({
  mask,
  value,
  onChange,
  ...props
}: InputBaseProps & {
  mask: MaskName;
  value: string;
  onChange: (value: string) => void;
  label?: string;
  name?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "text";
  onBlur?: () => void;
  onFocus?: () => void;
}) => (
  <InputBase
    {...props}
    {...MASK_OPTIONS[mask]}
    component={IMaskInput}
    mask={MASKS[mask] as never}
    value={value}
    onAccept={(next: string) => onChange(next)}
  />
);
