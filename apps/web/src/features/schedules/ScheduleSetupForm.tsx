import { Button, Checkbox, Fieldset, Group, NumberInput, Paper, SimpleGrid, TextInput } from "@mantine/core";
import { SCHEDULE_LIMITS, type ScheduleSetup, ZScheduleSetup } from "@quadra/shared/contracts/schedules";
import { IconWand } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { issuesToErrors } from "../../ui/forms/fieldErrors.ts";
import { SpacesSelect } from "./SpacesSelect.tsx";

/** Every calendar day from `from` to `until` (YYYY-MM-DD), at most 31; empty when reversed. */
export const daysBetween = (from: string, until: string) => {
  const days: string[] = [];
  if (!from || !until) return days;
  for (let day = new Date(`${from}T12:00:00Z`); day <= new Date(`${until}T12:00:00Z`); ) {
    days.push(day.toISOString().slice(0, 10));
    if (days.length > SCHEDULE_LIMITS.days) break;
    day = new Date(day.getTime() + 86_400_000);
  }
  return days;
};

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());

/** The setup's fields that show an error under them (the days' under the first or last day). */
export const SETUP_FIELDS = new Set([
  "space_ids",
  "days",
  "day_starts",
  "day_ends",
  "duel_minutes",
  "heat_minutes",
  "min_rest_minutes",
  "changeover_minutes",
  "max_per_team_per_day",
  "referees_per_duel",
]);

/**
 * Where the setup contract's errors show: each under its field, the days' under the first or the
 * last day (the range is two dates; "no day" is an end before the start, or a date missing).
 */
export const setupErrorsOnFields = (errors: Record<string, string>, { from }: { from: string }) => {
  const { days, ...rest } = errors;
  return days ? { ...rest, [from ? "until" : "from"]: days } : rest;
};

/**
 * The setup before "Propor": the spaces, the days (and hours) and the rules of the proposal,
 * checked with the API's contract before proposing (its messages under the fields, never the
 * browser's bubble).
 */
export const ScheduleSetupForm = ({
  busy,
  onPropose,
  competitions = [],
}: {
  busy: boolean;
  /** Answers the server's field errors (a 400's `errors`), shown under the fields; else nothing. */
  onPropose: (setup: ScheduleSetup) => Promise<Record<string, string> | undefined> | undefined;
  /**
   * A games edition's competitions: each may be given areas of its own (swimming in the pool,
   * futsal on the courts); one left without plays on the areas above.
   */
  competitions?: { id: string; name: string }[];
}) => {
  const { t } = useTranslation();
  const [spaceIds, setSpaceIds] = useState<string[]>([]);
  const [ownSpaces, setOwnSpaces] = useState<Record<string, string[]>>({});
  const [from, setFrom] = useState(today());
  const [until, setUntil] = useState(today());
  const [dayStarts, setDayStarts] = useState("");
  const [dayEnds, setDayEnds] = useState("");
  const [duel, setDuel] = useState<number | string>(60);
  const [heat, setHeat] = useState<number | string>(15);
  const [rest, setRest] = useState<number | string>(60);
  const [changeover, setChangeover] = useState<number | string>(0);
  const [perDay, setPerDay] = useState<number | string>("");
  const [referees, setReferees] = useState<number | string>(0);
  const [keep, setKeep] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const setup: ScheduleSetup = {
      space_ids: spaceIds,
      competition_spaces: competitions
        .filter((competition) => ownSpaces[competition.id]?.length)
        .map((competition) => ({ competition_id: competition.id, space_ids: ownSpaces[competition.id]! })),
      days: daysBetween(from, until),
      day_starts: dayStarts || null,
      day_ends: dayEnds || null,
      duel_minutes: Number(duel),
      heat_minutes: Number(heat),
      min_rest_minutes: Number(rest),
      changeover_minutes: Number(changeover),
      max_per_team_per_day: perDay === "" ? null : Number(perDay),
      referees_per_duel: Number(referees),
      keep_placed: keep,
    };
    const parsed = ZScheduleSetup.safeParse(setup);
    const invalid = parsed.success ? {} : setupErrorsOnFields(issuesToErrors(parsed.error.issues), { from });
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    void Promise.resolve(onPropose(setup)).then((fields) => {
      if (fields) setErrors(setupErrorsOnFields(fields, { from }));
    });
  };
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t("schedules.setup.title")}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <SpacesSelect
          label={t("schedules.setup.spaces")}
          description={t("schedules.setup.spaces_help")}
          value={spaceIds}
          onChange={setSpaceIds}
          error={errors.space_ids}
          required
          style={{ gridColumn: "span 2" }}
        />
        <TextInput
          type="date"
          label={t("schedules.setup.from")}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          error={errors.from}
          required
        />
        <TextInput
          type="date"
          label={t("schedules.setup.until")}
          value={until}
          onChange={(e) => setUntil(e.currentTarget.value)}
          error={errors.until}
          required
        />
        <TextInput
          type="time"
          label={t("schedules.setup.day_starts")}
          value={dayStarts}
          onChange={(e) => setDayStarts(e.currentTarget.value)}
          error={errors.day_starts}
        />
        <TextInput
          type="time"
          label={t("schedules.setup.day_ends")}
          value={dayEnds}
          onChange={(e) => setDayEnds(e.currentTarget.value)}
          error={errors.day_ends}
        />
        <NumberInput
          label={t("schedules.setup.duel_minutes")}
          value={duel}
          onChange={setDuel}
          error={errors.duel_minutes}
          {...SCHEDULE_LIMITS.duel_minutes}
        />
        <NumberInput
          label={t("schedules.setup.heat_minutes")}
          value={heat}
          onChange={setHeat}
          error={errors.heat_minutes}
          {...SCHEDULE_LIMITS.heat_minutes}
        />
        <NumberInput
          label={t("schedules.setup.min_rest")}
          value={rest}
          onChange={setRest}
          error={errors.min_rest_minutes}
          {...SCHEDULE_LIMITS.min_rest_minutes}
        />
        <NumberInput
          label={t("schedules.setup.changeover")}
          value={changeover}
          onChange={setChangeover}
          error={errors.changeover_minutes}
          {...SCHEDULE_LIMITS.changeover_minutes}
        />
        <NumberInput
          label={t("schedules.setup.max_per_day")}
          value={perDay}
          onChange={setPerDay}
          error={errors.max_per_team_per_day}
          {...SCHEDULE_LIMITS.max_per_team_per_day}
        />
        <NumberInput
          label={t("schedules.setup.referees")}
          value={referees}
          onChange={setReferees}
          error={errors.referees_per_duel}
          {...SCHEDULE_LIMITS.referees_per_duel}
        />
      </SimpleGrid>
      {competitions.length ? (
        <Fieldset legend={t("schedules.setup.competition_spaces")} mt="md" variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {competitions.map((competition) => (
              <SpacesSelect
                key={competition.id}
                label={competition.name}
                description={t("schedules.setup.competition_spaces_help")}
                value={ownSpaces[competition.id] ?? []}
                onChange={(ids) => setOwnSpaces((own) => ({ ...own, [competition.id]: ids }))}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      ) : null}
      <Group mt="md" justify="space-between">
        <Checkbox
          label={t("schedules.setup.keep_placed")}
          checked={keep}
          onChange={(e) => setKeep(e.currentTarget.checked)}
        />
        <Button type="submit" loading={busy} leftSection={<IconWand size={16} />}>
          {t("schedules.setup.propose")}
        </Button>
      </Group>
    </Paper>
  );
};
