import { Progress, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

type Checker = (password: string, userInputs: string[]) => number;
let checker: Promise<Checker> | null = null;

/** zxcvbn-ts with the pt-BR and common dictionaries, loaded on first use (a large chunk). */
const loadChecker = () => {
  checker ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-pt-br"),
  ]).then(([core, common, ptBr]) => {
    const zxcvbn = new core.ZxcvbnFactory({
      translations: ptBr.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...ptBr.dictionary },
    });
    return (password: string, userInputs: string[]) => zxcvbn.check(password, userInputs).score;
  });
  return checker;
};

const COLORS = ["red", "red", "orange", "yellow", "green"] as const;

/** Password strength 0–4 with a bar and a pt-BR verdict; `userInputs` penalise the person's own data. */
export const PasswordStrength = ({
  password,
  userInputs = [],
}: {
  password: string;
  userInputs?: string[];
}) => {
  const { t } = useTranslation();
  const [score, setScore] = useState<number | null>(null);
  const inputs = userInputs.join("\n");
  useEffect(() => {
    let alive = true;
    if (!password) {
      setScore(null);
      return;
    }
    void loadChecker().then((check) => {
      if (alive) setScore(check(password, inputs ? inputs.split("\n") : []));
    });
    return () => {
      alive = false;
    };
  }, [password, inputs]);
  if (score === null) return null;
  return (
    <Stack gap={4} aria-live="polite">
      <Progress
        value={((score + 1) / 5) * 100}
        color={COLORS[score]}
        size="sm"
        aria-label={t("password_strength.label")}
      />
      <Text size="xs" c="dimmed" data-testid="password-strength">
        {t(`password_strength.score_${score}`)}
      </Text>
    </Stack>
  );
};
