import { Box, Fieldset } from "@mantine/core";
import type { ReactNode } from "react";

/** One section of a form or a detail page: a titled fieldset, or a plain block when untitled. */
export const SectionBlock = ({ title, children }: { title: string | null; children: ReactNode }) =>
  title ? <Fieldset legend={title}>{children}</Fieldset> : <Box>{children}</Box>;
