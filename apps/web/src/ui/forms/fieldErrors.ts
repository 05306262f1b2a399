import { isApiError } from "../../platform/api/apiError.ts";

type Issue = { path: PropertyKey[]; message: string };

/** Zod issues as `{ "address.cep": message }`, the same shape the API's 400 `errors` use. */
export const issuesToErrors = (issues: readonly Issue[]): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
};

/** Puts a failed call's field errors on the form fields (the notice itself is already shown). */
export const applyApiErrors = ({
  error,
  setErrors,
}: {
  error: unknown;
  setErrors: (errors: Record<string, string>) => void;
}) => {
  if (isApiError(error) && Object.keys(error.errors).length > 0) setErrors(error.errors);
};
