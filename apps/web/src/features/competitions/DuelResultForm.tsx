import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import {
  type DuelCards,
  type DuelResultInput,
  type DuelSet,
  type DuelSheet,
  MAX_DUEL_SCORE,
  MAX_SHOOTOUT_SCORE,
  type SideCards,
} from "@quadra/shared/contracts/competitions";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

type Side = "home" | "away";
const SIDES: Side[] = ["home", "away"];
const CARD_KINDS = ["yellow", "secondYellow", "red", "yellowRed", "discipline_points"] as const;

type Draft = {
  home_score: number | string;
  away_score: number | string;
  sets: DuelSet[];
  walkover: "" | Side;
  overtime: boolean;
  shootout_home: number | string;
  shootout_away: number | string;
  cards: Record<Side, SideCards>;
  notes: string;
};

const draftOf = (sheet: DuelSheet, notes: string): Draft => {
  const duel = sheet.duel;
  return {
    home_score: duel.home_score ?? "",
    away_score: duel.away_score ?? "",
    sets: duel.sets ?? (sheet.scoring === "sets" ? [{ home: 0, away: 0 }] : []),
    walkover: duel.walkover ?? "",
    overtime: duel.overtime,
    shootout_home: duel.shootout_home ?? "",
    shootout_away: duel.shootout_away ?? "",
    cards: { home: duel.cards?.home ?? {}, away: duel.cards?.away ?? {} },
    notes,
  };
};

/** A typed score: the number input may hand a number or its text ("0" as typed). */
const numberOrNull = (value: number | string) => {
  if (typeof value === "number") return value;
  const trimmed = value.trim();
  return trimmed !== "" && Number.isFinite(Number(trimmed)) ? Number(trimmed) : null;
};

/** Sets won by each side, from the points of each set. */
const setsWon = (sets: readonly DuelSet[]) => ({
  home: sets.filter((set) => set.home > set.away).length,
  away: sets.filter((set) => set.away > set.home).length,
});

const cardsOf = (cards: Record<Side, SideCards>): DuelCards | null => {
  const side = (counts: SideCards) => {
    const kept = Object.fromEntries(
      Object.entries(counts).filter(([, value]) => typeof value === "number" && value > 0),
    );
    return Object.keys(kept).length ? (kept as SideCards) : undefined;
  };
  const home = side(cards.home);
  const away = side(cards.away);
  return home || away ? { ...(home ? { home } : {}), ...(away ? { away } : {}) } : null;
};

/** The body the result operation reads: sets give the score in a sets regulation; a W.O. gives its own. */
const bodyOf = (draft: Draft, sheet: DuelSheet): DuelResultInput => {
  const sets = sheet.scoring === "sets" && !draft.walkover ? draft.sets : null;
  const won = sets ? setsWon(sets) : null;
  const walkover = draft.walkover || null;
  const score = walkover
    ? {
        home_score: walkover === "home" ? sheet.walkover_score.loser : sheet.walkover_score.winner,
        away_score: walkover === "home" ? sheet.walkover_score.winner : sheet.walkover_score.loser,
      }
    : {
        home_score: won ? won.home : (numberOrNull(draft.home_score) as number),
        away_score: won ? won.away : (numberOrNull(draft.away_score) as number),
      };
  return {
    ...score,
    sets,
    walkover,
    overtime: sheet.scoring === "goals" && !walkover ? draft.overtime : false,
    shootout_home: sheet.knockout && !walkover ? numberOrNull(draft.shootout_home) : null,
    shootout_away: sheet.knockout && !walkover ? numberOrNull(draft.shootout_away) : null,
    cards: cardsOf(draft.cards),
    // The field starts from the stored notes, so what it holds is the sheet's notes (empty clears them).
    notes: draft.notes.trim() || null,
  };
};

/** The errors the form has no field for (a refusal of the whole result), shown above the buttons. */
const looseErrors = (errors: Record<string, string>) =>
  Object.entries(errors).filter(
    ([key]) =>
      !(
        [
          "home_score",
          "away_score",
          "walkover",
          "shootout_home",
          "shootout_away",
          "overtime",
          "notes",
        ].includes(key) ||
        key.startsWith("sets.") ||
        key.startsWith("cards.")
      ),
  );

/**
 * The result part of the duel sheet: the score (or each set's points in a sets regulation, the
 * score being the sets won), a W.O. with the regulation's score, overtime, the shoot-out of a
 * knockout duel, cards and disciplinary points per side, and the sheet's notes. The server's 400
 * comes back on the fields it names.
 */
export const DuelResultForm = ({
  sheet,
  notes,
  errors,
  busy,
  readOnly,
  onSubmit,
}: {
  sheet: DuelSheet;
  notes: string;
  errors: Record<string, string>;
  busy: boolean;
  readOnly: boolean;
  onSubmit: (body: DuelResultInput) => void;
}) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(sheet, notes));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const home = sheet.duel.home?.name ?? t("competitions.duel.to_be_defined");
  const away = sheet.duel.away?.name ?? t("competitions.duel.to_be_defined");
  const sideName = (side: Side) => (side === "home" ? home : away);
  const walkover = draft.walkover;
  const won = setsWon(draft.sets);
  const setSet = (index: number, side: Side, value: number | string) =>
    set(
      "sets",
      draft.sets.map((entry, at) =>
        at === index ? { ...entry, [side]: typeof value === "number" ? value : 0 } : entry,
      ),
    );
  const setCard = (side: Side, kind: (typeof CARD_KINDS)[number], value: number | string) =>
    set("cards", {
      ...draft.cards,
      [side]: { ...draft.cards[side], [kind]: typeof value === "number" ? value : undefined },
    });
  const loose = looseErrors(errors);
  return (
    <form
      aria-label={t("competitions.sheet.result")}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(bodyOf(draft, sheet));
      }}
    >
      <Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t("competitions.sheet.walkover")}
          </Text>
          <SegmentedControl
            disabled={readOnly}
            value={walkover || "none"}
            onChange={(value) => set("walkover", value === "none" ? "" : (value as Side))}
            data={[
              { value: "none", label: t("competitions.sheet.walkover_none") },
              { value: "home", label: t("competitions.sheet.walkover_of", { team: home }) },
              { value: "away", label: t("competitions.sheet.walkover_of", { team: away }) },
            ]}
          />
          {errors.walkover ? (
            <Text size="xs" c="red">
              {errors.walkover}
            </Text>
          ) : null}
          {walkover ? (
            <Text size="sm" c="dimmed">
              {t("competitions.sheet.walkover_score", {
                winner: sideName(walkover === "home" ? "away" : "home"),
                score: `${sheet.walkover_score.winner} × ${sheet.walkover_score.loser}`,
              })}
            </Text>
          ) : null}
        </Stack>
        {!walkover && sheet.scoring === "sets" ? (
          <Fieldset legend={t("competitions.sheet.sets")}>
            <Stack gap="xs">
              {draft.sets.map((entry, index) => (
                // A set is only ever added or removed at the end, so its index is its identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: sets have no id of their own
                <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
                  {SIDES.map((side) => (
                    <NumberInput
                      key={side}
                      label={t("competitions.sheet.set_points", { number: index + 1, team: sideName(side) })}
                      min={0}
                      max={MAX_DUEL_SCORE}
                      allowDecimal={false}
                      allowNegative={false}
                      value={entry[side]}
                      onChange={(value) => setSet(index, side, value)}
                      error={errors[`sets.${index}.${side}`] ?? errors[`sets.${index}`]}
                      disabled={readOnly}
                      style={{ flex: 1 }}
                    />
                  ))}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    disabled={readOnly || draft.sets.length <= 1}
                    onClick={() => set("sets", draft.sets.slice(0, -1))}
                    aria-label={t("competitions.sheet.remove_set", { number: index + 1 })}
                    hidden={index !== draft.sets.length - 1}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
              <Group justify="space-between">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  disabled={readOnly || draft.sets.length >= 9}
                  onClick={() => set("sets", [...draft.sets, { home: 0, away: 0 }])}
                >
                  {t("competitions.sheet.add_set")}
                </Button>
                <Text size="sm" fw={700}>
                  {t("competitions.sheet.sets_won", { home, away, homeSets: won.home, awaySets: won.away })}
                </Text>
              </Group>
              {errors.sets ? (
                <Text size="xs" c="red">
                  {errors.sets}
                </Text>
              ) : null}
            </Stack>
          </Fieldset>
        ) : null}
        {!walkover && sheet.scoring === "goals" ? (
          <SimpleGrid cols={2}>
            {SIDES.map((side) => (
              <NumberInput
                key={side}
                label={t("competitions.sheet.score_of", { team: sideName(side) })}
                min={0}
                max={MAX_DUEL_SCORE}
                allowDecimal={false}
                value={side === "home" ? draft.home_score : draft.away_score}
                onChange={(value) => set(side === "home" ? "home_score" : "away_score", value)}
                error={errors[`${side}_score`]}
                disabled={readOnly}
              />
            ))}
          </SimpleGrid>
        ) : null}
        {!walkover && sheet.scoring === "sets" && (errors.home_score || errors.away_score) ? (
          <Text size="xs" c="red">
            {errors.home_score ?? errors.away_score}
          </Text>
        ) : null}
        {!walkover && sheet.scoring === "goals" ? (
          <Checkbox
            label={t("competitions.sheet.overtime")}
            checked={draft.overtime}
            onChange={(event) => set("overtime", event.currentTarget.checked)}
            disabled={readOnly}
          />
        ) : null}
        {!walkover && sheet.knockout ? (
          <Fieldset legend={t("competitions.sheet.shootout")}>
            <Text size="xs" c="dimmed" mb="xs">
              {t("competitions.sheet.shootout_help")}
            </Text>
            <SimpleGrid cols={2}>
              {SIDES.map((side) => (
                <NumberInput
                  key={side}
                  label={t("competitions.sheet.shootout_of", { team: sideName(side) })}
                  min={0}
                  max={MAX_SHOOTOUT_SCORE}
                  allowDecimal={false}
                  value={side === "home" ? draft.shootout_home : draft.shootout_away}
                  onChange={(value) => set(side === "home" ? "shootout_home" : "shootout_away", value)}
                  error={errors[`shootout_${side}`]}
                  disabled={readOnly}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SIDES.map((side) => (
            <Fieldset key={side} legend={t("competitions.sheet.cards_of", { team: sideName(side) })}>
              <SimpleGrid cols={2} spacing="xs">
                {CARD_KINDS.map((kind) => (
                  <NumberInput
                    key={kind}
                    size="xs"
                    label={t(`competitions.sheet.card.${kind}`)}
                    aria-label={t("competitions.sheet.card_of", {
                      kind: t(`competitions.sheet.card.${kind}`),
                      team: sideName(side),
                    })}
                    min={0}
                    max={99}
                    allowDecimal={false}
                    value={draft.cards[side][kind] ?? ""}
                    onChange={(value) => setCard(side, kind, value)}
                    error={errors[`cards.${side}.${kind}`]}
                    disabled={readOnly}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
          ))}
        </SimpleGrid>
        <Textarea
          label={t("competitions.sheet.notes")}
          rows={3}
          maxLength={5_000}
          value={draft.notes}
          onChange={(event) => set("notes", event.currentTarget.value)}
          error={errors.notes}
          disabled={readOnly}
        />
        {loose.length ? (
          <Alert color="red" role="alert">
            {loose.map(([key, message]) => (
              <Text key={key} size="sm">
                {message}
              </Text>
            ))}
          </Alert>
        ) : null}
        {readOnly ? null : (
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {t("competitions.sheet.save")}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
};
