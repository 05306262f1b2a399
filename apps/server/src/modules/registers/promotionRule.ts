import type { Refusal } from "../../platform/resources/resourceRules.ts";
import { brDate } from "./registerLabels.ts";

/** Whole calendar months from `from` to `to` ("2026-04-10" → "2026-11-09" is 6). */
export const fullMonths = (from: string, to: string) => {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
};

/** Whole years of someone born on `birth` on the day `on`. */
export const ageOn = (birth: string, on: string) => Math.floor(fullMonths(birth, on) / 12);

const months = (count: number) => (count === 1 ? "1 mês" : `${count} meses`);
const years = (count: number) => (count === 1 ? "1 ano" : `${count} anos`);

export type Grade = {
  id: string;
  name: string;
  position: number;
  min_months_in_previous: number;
  min_age: number | null;
};

/**
 * Whether a promotion to `next` on `on` keeps the graduation rules, as pure checks over what the
 * rules file read (null: it does), in the order a refusal names them: a higher grade than the
 * current one; not before the current grade was taken (`since`: the last promotion's date, else
 * the entry's "graduated on"); the minimum time in the previous grade (the NEW grade's
 * `min_months_in_previous`, counted from `since`; no previous grade, nothing to count); the
 * minimum age on the promotion's date.
 */
export const promotionRefusal = ({
  current,
  next,
  on,
  since,
  birthdate,
}: {
  current: Grade | null;
  next: Grade;
  on: string;
  since: string | null;
  birthdate: string | null;
}): Refusal | null => {
  if (current && next.position <= current.position)
    return {
      status: 409,
      field: "registergraduation_id",
      message: `A nova graduação deve ser acima da atual (${current.name}).`,
    };
  if (since && on < since)
    return {
      status: 409,
      field: "promoted_on",
      message: `A data da promoção é anterior à graduação atual (desde ${brDate(since)}).`,
    };
  if (current && next.min_months_in_previous > 0) {
    const needed = `Tempo mínimo na graduação anterior: ${months(next.min_months_in_previous)}`;
    if (!since)
      return {
        status: 409,
        field: "promoted_on",
        message: `${needed}; o registro não diz desde quando a pessoa tem a graduação atual (preencha “Graduado em”).`,
      };
    const held = fullMonths(since, on);
    if (held < next.min_months_in_previous)
      return {
        status: 409,
        field: "promoted_on",
        message: `${needed}; a pessoa tem ${months(Math.max(held, 0))} (desde ${brDate(since)}).`,
      };
  }
  if (next.min_age !== null && next.min_age > 0) {
    const needed = `Idade mínima para ${next.name}: ${years(next.min_age)}`;
    if (!birthdate)
      return {
        status: 409,
        field: "promoted_on",
        message: `${needed}; a data de nascimento da pessoa não está no cadastro.`,
      };
    const age = ageOn(birthdate, on);
    if (age < next.min_age)
      return {
        status: 409,
        field: "promoted_on",
        message: `${needed}; a pessoa tem ${years(age)} em ${brDate(on)} (nasceu em ${brDate(birthdate)}).`,
      };
  }
  return null;
};
