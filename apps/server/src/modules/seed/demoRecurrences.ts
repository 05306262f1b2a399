import type { DemoRecord } from "./demoData.ts";
import { ref } from "./demoData.ts";
import { DEMO_CLUBS } from "./demoPeopleData.ts";

/**
 * The staff's side of the demo's finances (/finances/recurrences): the annual affiliation every
 * approved club pays in January and the monthly dues of one club's athletes, both from the start of
 * the season. The server's recurrence runner catches their due periods up at its next tick, so a
 * newcomer finds the runs and their debts (/finances/debts) already there, and each show page
 * previews the next run.
 */
export const demoRecurrenceRecords = (season: number): DemoRecord[] => {
  const club = DEMO_CLUBS[0]!;
  return [
    {
      resource: "recurrences",
      values: {
        name: "Filiação anual das entidades",
        description: "Filiação anual",
        amount_cents: 120_000,
        period: "annual",
        month: 1,
        day_of_month: 10,
        target: "associations",
        due_after_days: 30,
        fine_percent: 2,
        interest_percent_month: 1,
        starts_on: `${season}-01-01`,
        active: true,
      },
    },
    {
      resource: "recurrences",
      values: {
        name: `Mensalidade dos atletas – ${club.short_name}`,
        description: `Mensalidade de atleta (${club.short_name})`,
        amount_cents: 4_500,
        period: "monthly",
        day_of_month: 5,
        target: "association_athletes",
        target_association_id: ref("associations", club.cnpj),
        due_after_days: 10,
        fine_percent: 2,
        interest_percent_month: 1,
        starts_on: `${season}-01-01`,
        active: true,
      },
    },
  ];
};
