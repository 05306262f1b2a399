import { type DemoRecord, personRef, ref } from "./demoData.ts";
import { DEMO_CLUBS, demoAthletes, demoManagers } from "./demoPeopleData.ts";

const DAY = 86_400_000;

/**
 * The federation's affiliated clubs (associations) with their managers (president and coach) and
 * their athletes (vínculos, active, with the club's registration number), as staff would enter
 * them on the associations screens.
 */
export const demoClubRecords = (now: Date, season: number): DemoRecord[] => {
  const athletes = demoAthletes(season);
  const managers = demoManagers(season);
  const dayAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString().slice(0, 10);
  return DEMO_CLUBS.map((club, clubIndex) => ({
    resource: "associations",
    values: {
      name: club.name,
      short_name: club.short_name,
      cnpj: club.cnpj,
      associationstype_id: ref("associationstypes", "Clube"),
      founded_at: club.founded_at,
      email: `secretaria.${club.cnpj.slice(0, 8)}@demo.quadra.local`,
      phone: `${club.ddd}3${String(4_100_000 + clubIndex * 10_203).slice(0, 7)}`,
      street: club.street,
      number: String(120 + clubIndex * 37),
      district: club.district,
      // Found only where the regions of Brazil were seeded; left empty otherwise.
      city_id: ref("cities", club.city_ibge),
      notes: "Entidade de demonstração.",
    },
    children: [
      ...managers
        .filter((manager) => manager.club === clubIndex)
        .map((manager) => ({
          resource: "associationmanagers",
          values: {
            user_id: personRef(manager.cpf),
            role: manager.role,
            since: `${season - 2}-03-01`,
            notes: manager.role === "president" ? `Mandato ${season - 2}–${season + 1}.` : undefined,
          },
        })),
      ...athletes
        .filter((athlete) => athlete.club === clubIndex)
        .map((athlete) => ({
          resource: "associationusers",
          values: {
            user_id: personRef(athlete.cpf),
            registration: `${club.short_name
              .replace(/[^A-Za-z]/g, "")
              .slice(0, 4)
              .toUpperCase()}-${String(athlete.index + 1).padStart(3, "0")}`,
            status: "active",
            since: dayAgo(200 + athlete.index * 9),
          },
        })),
    ],
  }));
};
