import { type DemoRecord, ref } from "./demoData.ts";

type Hours = readonly [weekdays: readonly number[], opens: string, closes: string];

const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [0, 6];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

const hours = (rows: readonly Hours[]): DemoRecord[] =>
  rows.flatMap(([days, opens, closes]) =>
    days.map((weekday) => ({
      resource: "spaceschedules",
      values: { weekday: String(weekday), opens, closes },
    })),
  );

const space = (
  name: string,
  kind: string,
  sports: string[],
  capacity: number,
  opening: readonly Hours[],
) => ({
  resource: "spaces",
  values: { name, kind, sports, capacity, active: true },
  children: hours(opening),
});

/**
 * The federation's venues (docs/demo-data.md), where the games-day board places its matches and
 * heats: a gym with three courts, an aquatic centre with a 50 m pool and an athletics stadium with
 * its track, each with its opening hours.
 */
export const demoVenueRecords = (): DemoRecord[] => {
  const gym: Hours[] = [
    [WEEKDAYS, "08:00", "22:00"],
    [WEEKEND, "08:00", "18:00"],
  ];
  return [
    {
      resource: "venues",
      values: {
        name: "Ginásio Poliesportivo Municipal",
        venuestype_id: ref("venuestypes", "Ginásio"),
        capacity: 2_500,
        public: true,
        cep: "01310100",
        street: "Avenida Paulista",
        number: "1000",
        district: "Bela Vista",
        notes: "Três quadras com piso de madeira; vestiários no subsolo.",
      },
      children: ["Quadra 1", "Quadra 2", "Quadra 3"].map((name) =>
        space(name, "court", ["Futsal", "Vôlei", "Basquete", "Handebol"], 300, gym),
      ),
    },
    {
      resource: "venues",
      values: {
        name: "Centro Aquático",
        venuestype_id: ref("venuestypes", "Piscina"),
        capacity: 800,
        public: true,
        notes: "Piscina olímpica aquecida, oito raias.",
      },
      children: [space("Piscina 50 m", "pool", ["Natação"], 800, [[EVERY_DAY, "07:00", "21:00"]])],
    },
    {
      resource: "venues",
      values: {
        name: "Estádio de Atletismo",
        venuestype_id: ref("venuestypes", "Pista de atletismo"),
        capacity: 5_000,
        public: true,
        notes: "Pista sintética de 400 m com caixa de areia para saltos.",
      },
      children: [space("Pista", "track", ["Atletismo"], 5_000, [[[1, 2, 3, 4, 5, 6], "07:00", "19:00"]])],
    },
  ];
};
