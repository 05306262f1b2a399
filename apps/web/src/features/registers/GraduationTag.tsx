import { ColorSwatch, Group, Text } from "@mantine/core";
import type { GraduationRef } from "@quadra/shared/contracts/associationRegisters";

/**
 * A grade with its colour as a swatch beside its name: the name stays in the text colour, so a
 * white or yellow belt reads as well as a black one.
 */
export const GraduationTag = ({ graduation }: { graduation: GraduationRef | null }) =>
  graduation ? (
    <Group gap={6} wrap="nowrap">
      {graduation.color ? (
        <ColorSwatch
          color={graduation.color}
          size={12}
          withShadow={false}
          style={{ border: "1px solid var(--mantine-color-gray-5)" }}
          aria-hidden
        />
      ) : null}
      <Text span inherit>
        {graduation.name}
      </Text>
    </Group>
  ) : (
    "—"
  );
