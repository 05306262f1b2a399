import { Button, Group } from "@mantine/core";
import { SEQUENCE_LISTS } from "@quadra/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

const BASE = "/competitions/regulations";
export type RulesScreen = "points" | (typeof SEQUENCE_LISTS)[number];
const SCREENS: readonly RulesScreen[] = ["points", ...SEQUENCE_LISTS];

/** The address of one of a regulation's rules screens. */
export const rulesPath = (screen: RulesScreen, id: string) => `${BASE}/${screen}/${id}`;

/** Links to a regulation's four rules screens (the current one marked), and back to the regulation. */
export const RegulationRulesNav = ({ id, current }: { id: string; current?: RulesScreen }) => {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      {current ? (
        <Button component={Link} to={`${BASE}/show/${id}`} variant="subtle" size="xs">
          {t("regulations.back")}
        </Button>
      ) : null}
      {SCREENS.map((screen) => (
        <Button
          key={screen}
          component={Link}
          to={rulesPath(screen, id)}
          size="xs"
          variant={screen === current ? "filled" : "default"}
          aria-current={screen === current ? "page" : undefined}
        >
          {t(`regulations.${screen}_link`)}
        </Button>
      ))}
    </Group>
  );
};
