import { Box, SimpleGrid, Text } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A record's facts as a description list (label above value), in columns: what the association's
 * show screens read. A fact with no value shows a dash, so every record shows the same rows.
 */
export const RecordFacts = ({
  facts,
}: {
  facts: readonly (readonly [label: string, value: ReactNode])[];
}) => (
  <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="xs" m={0}>
    {facts.map(([label, value]) => (
      <Box key={label}>
        <Text component="dt" size="xs" c="dimmed">
          {label}
        </Text>
        <Text component="dd" m={0}>
          {value === null || value === undefined || value === "" ? "—" : value}
        </Text>
      </Box>
    ))}
  </SimpleGrid>
);
